import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSettings } from './build-settings';
import { BUILD_STAMP, whyRebuild } from './build-freshness';

describe('whether out/ must be rebuilt (npm start, npm test)', () => {
  let root: string;
  const env = { XDOCS_PUBLIC_PRODUCTION_HOST: 'docs.example.test' };
  const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'x-docs-freshness-'));
    mkdirSync(join(root, 'out'));
    mkdirSync(join(root, 'content', 'guide'), { recursive: true });
    writeFileSync(join(root, 'content', 'guide', 'page.md'), '# Page\n');
    at('content/guide/page.md', 1_000);
    at('content/guide', 1_000);
    at('content', 1_000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when no build has finished', () => {
    expect(whyRebuild(env, root)).toBe('No build yet: building…');
  });

  it('serves a finished build made with the same settings and no newer source', () => {
    writeFileSync(join(root, BUILD_STAMP), buildSettings(env));
    at(BUILD_STAMP, 2_000);
    expect(whyRebuild(env, root)).toBeNull();
  });

  it('rebuilds when the build-time settings differ from those the build used', () => {
    writeFileSync(join(root, BUILD_STAMP), buildSettings(env));
    at(BUILD_STAMP, 2_000);
    expect(whyRebuild({ ...env, XDOCS_PUBLIC_AD_FEED_URL: 'https://ads.example.test/feed.json' }, root)).toBe(
      'Build settings (XDOCS_PUBLIC_*) changed since the last build: rebuilding…',
    );
  });

  it('rebuilds when a source file deep in content/ changed after the build', () => {
    writeFileSync(join(root, BUILD_STAMP), buildSettings(env));
    at(BUILD_STAMP, 2_000);
    at('content/guide/page.md', 3_000);
    expect(whyRebuild(env, root)).toBe('Sources changed since the last build: rebuilding…');
  });
});
