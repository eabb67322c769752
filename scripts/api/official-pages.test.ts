import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGeneratedPages } from '../../src/engine/api/site-data';

/** The official v8.12.1 API pages (names and URLs), and those left out because the packages do not export them. */
interface OfficialPages {
  pages: { pathname: string; name: string }[];
  excluded: { pathname: string; name: string; reason: string }[];
}

const official = JSON.parse(
  readFileSync(join(process.cwd(), 'fixtures/api/official-pages-v8.12.1.json'), 'utf8'),
) as OfficialPages;

describe('API pages against the official v8.12.1 reference', () => {
  const ours = new Set(loadGeneratedPages().map((page) => page.pathname));

  it('has every official page at its official URL', () => {
    const missing = official.pages.filter((page) => !ours.has(page.pathname)).map((page) => page.name);
    expect(missing, `missing API pages: ${missing.join(', ')}`).toEqual([]);
  });

  it('gives a reason for every official page it leaves out', () => {
    for (const page of official.excluded) expect(page.reason, page.name).not.toBe('');
    expect(official.pages.length).toBeGreaterThan(200);
  });
});
