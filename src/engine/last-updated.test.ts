import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLastUpdated, lastCommitDates } from './last-updated';

let repo: string;
let outside: string;

function commit(date: string, files: Record<string, string>, message: string): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(repo, file, '..'), { recursive: true });
    writeFileSync(join(repo, file), text);
  }
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync('git', ['-c', 'user.name=Author', '-c', 'user.email=a@x-docs.test', 'commit', '-qm', message], {
    cwd: repo,
    env,
  });
}

/** What the page footer showed before: `git log -1` for the one file. */
function oneFileLog(file: string): string | undefined {
  const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { cwd: repo, encoding: 'utf8' }).trim();
  return out || undefined;
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'x-docs-history-'));
  outside = mkdtempSync(join(tmpdir(), 'x-docs-no-git-'));
  execFileSync('git', ['init', '-q'], { cwd: repo });
  commit('2024-01-02T10:00:00+00:00', { 'guide/a.mdx': 'a', 'guide/b.mdx': 'b', 'guide/数据.mdx': 'zh' }, 'first');
  commit('2025-03-04T05:06:07+00:00', { 'guide/a.mdx': 'a, changed', 'api/c.mdx': 'c' }, 'second');
  commit('2025-06-01T00:00:00+00:00', { 'other.txt': 'unrelated' }, 'third');
  writeFileSync(join(repo, 'guide/new.mdx'), 'not committed');
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('last updated dates', () => {
  it('gives each page the date of the last commit that changed it, as git log -1 does for that file', () => {
    for (const file of ['guide/a.mdx', 'guide/b.mdx', 'api/c.mdx', 'guide/数据.mdx']) {
      expect(getLastUpdated(file, repo)).toBe(oneFileLog(file));
    }
    expect(getLastUpdated('guide/a.mdx', repo)).toBe('2025-03-04T05:06:07+00:00');
    expect(getLastUpdated('guide/b.mdx', repo)).toBe('2024-01-02T10:00:00+00:00');
  });

  it('accepts a path with ./ and gives no date to a file without history or an unknown file', () => {
    expect(getLastUpdated('./guide/b.mdx', repo)).toBe('2024-01-02T10:00:00+00:00');
    expect(getLastUpdated('guide/new.mdx', repo)).toBeUndefined();
    expect(getLastUpdated('guide/missing.mdx', repo)).toBeUndefined();
  });

  it('reads paths from a subfolder relative to it', () => {
    expect(lastCommitDates(join(repo, 'guide')).get('a.mdx')).toBe('2025-03-04T05:06:07+00:00');
    expect(lastCommitDates(join(repo, 'guide')).has('c.mdx')).toBe(false);
  });

  it('has no dates outside a git checkout', () => {
    expect(lastCommitDates(outside).size).toBe(0);
    expect(getLastUpdated('a.mdx', outside)).toBeUndefined();
  });
});
