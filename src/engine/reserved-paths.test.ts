import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pages as fixtureTree } from '../../fixtures/content/pages';
import { ContentErrors } from './content-error';
import { listPrerenderPaths } from './content-files';
import { RESERVED_OUTPUT_NAMES } from './reserved-paths';
import { loadSite, TRANSLATED_LANGUAGES, type LoadSiteOptions } from './site';

const fixtureRoot = join(process.cwd(), 'fixtures/content');
let scratch: string | undefined;

/** The fixture site plus one page, copied from the fixture's pinning page, at `file` (relative to the root). */
function siteWithPage(file: string): { root: string; file: string } {
  scratch = mkdtempSync(join(tmpdir(), 'x-docs-reserved-'));
  cpSync(fixtureRoot, scratch, { recursive: true });
  const path = join(scratch, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, readFileSync(join(fixtureRoot, 'guide/pinning.mdx'), 'utf8'));
  return { root: scratch, file: relative(process.cwd(), path) };
}

function errorsOf(root: string, options?: LoadSiteOptions): string[] {
  try {
    loadSite(root, fixtureTree, options);
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors.map((item) => item.message);
    throw error;
  }
  return [];
}

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe('content paths the build reserves', () => {
  it('rejects a top-level content folder named like the bundles folder, with file:line and a fix', () => {
    const { root, file } = siteWithPage('assets/colours.mdx');
    expect(errorsOf(root)).toEqual([
      `${file}:1: the page's URL /x/assets/colours/ starts with "/x/assets/", which the build reserves for the site's scripts, styles and fonts (the bundler's output). Fix: rename the top-level folder or file "assets" under the content root (a folder of that name deeper down is fine)`,
    ]);
  });

  it.each(['search/tips.mdx', 'og.mdx', 'icons/index.mdx', 'offline/list.mdx', 'zh/guide.mdx', '404.mdx'])(
    'rejects %s, whose URL the build writes itself',
    (path) => {
      const { root, file } = siteWithPage(path);
      expect(errorsOf(root)).toEqual([expect.stringMatching(new RegExp(`^${file}:1: the page's URL .* Fix: rename`))]);
    },
  );

  it('reserves the prefix of every translated language', () => {
    for (const language of TRANSLATED_LANGUAGES) expect(RESERVED_OUTPUT_NAMES.has(language)).toBe(true);
  });

  it('serves a folder of a reserved name deeper in the tree, and a page inside a demos/ folder, like any other', () => {
    const { root } = siteWithPage('guide/assets/colours.mdx');
    writeFileSync(join(root, 'guide/demos/overview.mdx'), readFileSync(join(root, 'guide/pinning.mdx'), 'utf8'));
    const site = loadSite(root, fixtureTree);
    expect(site.pages.has('/x/guide/assets/colours')).toBe(true);
    expect(site.pages.has('/x/guide/demos/overview')).toBe(true);
    expect(listPrerenderPaths(root)).toEqual(
      expect.arrayContaining(['/guide/assets/colours', '/guide/demos/overview']),
    );
  });

  it('rejects a content page at the URL of a generated API page', () => {
    const { root, file } = siteWithPage('api/data-grid/data-grid.mdx');
    const generatedPages = [
      { pathname: '/x/api/data-grid/data-grid/', anchors: [], name: 'DataGrid', kind: 'component' as const },
    ];
    expect(errorsOf(root, { generatedPages })).toEqual([
      `${file}:1: the page's URL /x/api/data-grid/data-grid/ is also a generated API reference page. Fix: move the page to another path; the API reference is generated from the packages`,
    ]);
  });
});
