import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadedPage } from './page-file';
import { coverageLine, sourceHashOf, staleTranslationWarnings, translationStatus } from './translation-status';

const english = '---\ntitle: Sorting\n---\n\nSort rows.\n';
const hash = sourceHashOf(english);

function page(file: string, sourceHash?: string): LoadedPage {
  return {
    file,
    pathname: '/x/unused',
    frontmatter: {
      title: 'T',
      description: 'D',
      productId: 'x',
      components: [],
      disableAd: false,
      disableToc: false,
      ...(sourceHash ? { sourceHash } : {}),
    },
    headings: [],
    headingLines: [],
    lead: '',
    demos: [],
    widgets: [],
    anchors: [],
  };
}

/** A site of three English pages; `zh` maps English pathnames to translations. */
function siteWith(zh: [string, LoadedPage][]) {
  return {
    pages: new Map([
      ['/x/sorting', page('content/sorting.mdx')],
      ['/x/filtering', page('content/filtering.mdx')],
      ['/x/paging', page('content/paging.mdx')],
    ]),
    translations: { zh: new Map(zh) },
  };
}

const files: Record<string, string> = {
  'content/sorting.mdx': english,
  'content/filtering.mdx': `${english}More.\n`,
  'content/sorting.zh.mdx': `---\ntitle: 排序\nsourceHash: ${hash}\n---\n`,
  'content/filtering.zh.mdx': `---\ntitle: 筛选\ndescription: 筛选行。\nsourceHash: ${hash}\n---\n`,
  'content/paging.zh.mdx': '---\ntitle: 分页\n---\n',
  'content/paging.mdx': english,
};
const read = (file: string) => files[file] ?? '';

describe('sourceHashOf', () => {
  it('equals the first 12 characters sha256sum prints for the same bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'source-hash-'));
    const file = join(dir, 'page.mdx');
    writeFileSync(file, '---\ntitle: 表格\n---\n\nRows. 行。\n');
    const printed = execFileSync('sha256sum', [file], { encoding: 'utf8' }).slice(0, 12);
    expect(sourceHashOf('---\ntitle: 表格\n---\n\nRows. 行。\n')).toBe(printed);
    expect(printed).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('translationStatus', () => {
  it('passes a translation whose sourceHash matches its English file', () => {
    const status = translationStatus(siteWith([['/x/sorting', page('content/sorting.zh.mdx', hash)]]), read);
    expect(status.stale).toEqual([]);
    expect(coverageLine(status)).toBe('zh: 1 of 3 pages');
  });

  it('names a translation whose English page changed since, with the line of its sourceHash and the new hash', () => {
    const status = translationStatus(siteWith([['/x/filtering', page('content/filtering.zh.mdx', hash)]]), read);
    const current = sourceHashOf(files['content/filtering.mdx']!);
    expect(staleTranslationWarnings(status)).toEqual([
      `content/filtering.zh.mdx:4: translation is out of date: content/filtering.mdx changed since it was translated (sourceHash ${hash}, now ${current}). Fix: bring the translation up to date (git diff the English file since then), then set "sourceHash: ${current}"`,
    ]);
  });

  it('reports a translation without sourceHash, giving the hash to add', () => {
    const status = translationStatus(siteWith([['/x/paging', page('content/paging.zh.mdx')]]), read);
    expect(staleTranslationWarnings(status)).toEqual([
      `content/paging.zh.mdx:1: translation records no sourceHash, so nobody can tell whether content/paging.mdx changed since. Fix: check it against content/paging.mdx and add "sourceHash: ${hash}" to its frontmatter`,
    ]);
  });

  it('lists every stale translation in file order and counts all translations for the coverage', () => {
    const status = translationStatus(
      siteWith([
        ['/x/sorting', page('content/sorting.zh.mdx', hash)],
        ['/x/paging', page('content/paging.zh.mdx')],
        ['/x/filtering', page('content/filtering.zh.mdx', hash)],
      ]),
      read,
    );
    expect(status.stale.map((entry) => entry.file)).toEqual(['content/filtering.zh.mdx', 'content/paging.zh.mdx']);
    expect(coverageLine(status)).toBe('zh: 3 of 3 pages');
  });
});
