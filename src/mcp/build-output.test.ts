import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOutputPaths, missingOutput, staleOutput } from './build-output';

/** A project folder with a complete build (stamp, MCP data, search manifest, API index) and one content page. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'x-docs-mcp-'));
  for (const file of ['out/.build-stamp', 'out/mcp/site.json', 'out/mcp/demos.json', 'out/search/manifest.json']) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), '{}');
  }
  mkdirSync(join(root, '.generated/api'), { recursive: true });
  writeFileSync(join(root, '.generated/api/index.json'), '{}');
  mkdirSync(join(root, 'content'));
  writeFileSync(join(root, 'content/page.mdx'), '# Page');
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(root, 'content/page.mdx'), past, past);
  utimesSync(join(root, 'content'), past, past);
  return root;
}

describe('build output checks', () => {
  it('accept a complete, current build', () => {
    const paths = buildOutputPaths(project());
    expect(missingOutput(paths)).toBeNull();
    expect(staleOutput(paths)).toBeNull();
  });

  it('name the missing file and say to build, in one line', () => {
    const root = project();
    const paths = buildOutputPaths(join(root, 'nowhere'));
    const line = missingOutput(paths);
    expect(line).toContain('npm run build');
    expect(line).toContain('.build-stamp');
    expect(line).not.toContain('\n');
  });

  it('say to generate the API reference when only it is missing', () => {
    const root = project();
    const paths = buildOutputPaths(root);
    const missing = { ...paths, apiDir: join(root, 'no-api') };
    expect(missingOutput(missing)).toContain('npm run api:generate');
  });

  it('call a build older than its content stale, and say what to run', () => {
    const root = project();
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'content/page.mdx'), future, future);
    const line = staleOutput(buildOutputPaths(root));
    expect(line).toContain('older than content');
    expect(line).toContain('npm run build');
  });
});
