import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentRootProblem, getContentRoot } from './content-files';

const saved = process.env.XDOCS_CONTENT_ROOT;
afterEach(() => {
  if (saved === undefined) delete process.env.XDOCS_CONTENT_ROOT;
  else process.env.XDOCS_CONTENT_ROOT = saved;
});

/** Runs the content check the way an author does, with XDOCS_CONTENT_ROOT set. */
function checkContent(root: string): { status: number | null; stderr: string; stdout: string } {
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/check-content.ts'], {
    env: { ...process.env, XDOCS_CONTENT_ROOT: root },
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr.trim(), stdout: run.stdout.trim() };
}

describe('XDOCS_CONTENT_ROOT', () => {
  it('accepts an absolute path as it is', () => {
    const absolute = join(process.cwd(), 'fixtures/content');
    process.env.XDOCS_CONTENT_ROOT = absolute;
    expect(getContentRoot()).toBe(absolute);
    expect(contentRootProblem()).toBeNull();
  });

  it('resolves a relative path against the working directory', () => {
    process.env.XDOCS_CONTENT_ROOT = 'fixtures/content';
    expect(getContentRoot()).toBe(join(process.cwd(), 'fixtures/content'));
  });

  it('checks content at an absolute root', () => {
    const run = checkContent(join(process.cwd(), 'fixtures/content'));
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^content ok: \d+ pages/);
  }, 60_000);

  it('names a missing root in one line', () => {
    const run = checkContent('/nowhere/x-docs-content');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'content root /nowhere/x-docs-content (XDOCS_CONTENT_ROOT=/nowhere/x-docs-content) is not a folder. Fix: point XDOCS_CONTENT_ROOT at a folder of content.',
    );
  }, 60_000);

  it('names a root without pages.ts in one line', () => {
    const empty = mkdtempSync(join(process.cwd(), '.x-docs-root-'));
    try {
      const run = checkContent(empty);
      expect(run.status).toBe(1);
      expect(run.stderr.split('\n')).toEqual([
        `content root ${empty} (XDOCS_CONTENT_ROOT=${empty}) has no pages.ts. Fix: add the navigation file ${join(empty, 'pages.ts')}.`,
      ]);
    } finally {
      rmSync(empty, { recursive: true });
    }
  }, 60_000);

  it('names a root outside the project folder in one line, with the fix', () => {
    const outside = mkdtempSync(join(tmpdir(), 'x-docs-root-'));
    try {
      writeFileSync(join(outside, 'pages.ts'), 'export const pages = [];\n');
      const run = checkContent(outside);
      expect(run.status).toBe(1);
      expect(run.stderr.split('\n')).toEqual([
        `content root ${outside} (XDOCS_CONTENT_ROOT=${outside}) is outside the project folder ${process.cwd()}, which the bundle's page modules are read from. Fix: move the folder (or a copy) inside ${process.cwd()} and point XDOCS_CONTENT_ROOT at it.`,
      ]);
    } finally {
      rmSync(outside, { recursive: true });
    }
  }, 60_000);

  it('stops the build before it starts when the root is missing', () => {
    const run = spawnSync('node_modules/.bin/tsx', ['scripts/build.ts'], {
      env: { ...process.env, XDOCS_CONTENT_ROOT: '/nowhere/x-docs-content' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('Build failed: content root /nowhere/x-docs-content');
  }, 60_000);
});
