import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pages as fixtureTree } from '../../fixtures/content/pages';
import { ContentErrors } from './content-error';
import { listPrerenderPaths } from './content-files';
import { componentsWithoutGuide } from './api/coverage';
import { loadSite } from './site';
import type { MuiPage } from './types';

const fixtureRoot = join(process.cwd(), 'fixtures/content');
let scratch: string | undefined;

/** Copies the fixture site so a test can break one file. */
function copyFixture(): string {
  scratch = mkdtempSync(join(tmpdir(), 'x-docs-site-'));
  cpSync(fixtureRoot, scratch, { recursive: true });
  return scratch;
}

function edit(root: string, file: string, change: (text: string) => string): string {
  const path = join(root, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
  return relative(process.cwd(), path);
}

function errorsOf(root: string, tree: readonly MuiPage[] = fixtureTree): string[] {
  try {
    loadSite(root, tree);
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

describe('loadSite', () => {
  it('loads the fixture site with headings, leads and ids', () => {
    const site = loadSite(fixtureRoot, fixtureTree);
    expect([...site.pages.keys()].sort()).toEqual([
      '/x',
      '/x/guide',
      '/x/guide/pinning',
      '/x/guide/reference',
      '/x/guide/sorting',
    ]);
    expect(site.pages.get('/x/guide/sorting')?.headings.map((heading) => heading.id)).toEqual([
      'sort-order',
      'sort-order-1',
    ]);
    expect(site.pages.get('/x/guide')?.headings).toEqual([
      { id: 'first-steps', text: 'First steps', depth: 2 },
      { id: 'details', text: 'Details', depth: 3, plan: 'pro' },
    ]);
    expect(site.orphans).toEqual([]);
  });

  it('lists every page, and the 404 page in each language, for prerendering (relative to /x/)', () => {
    expect(listPrerenderPaths(fixtureRoot).sort()).toEqual([
      '/',
      '/404',
      '/guide',
      '/guide/pinning',
      '/guide/reference',
      '/guide/sorting',
      '/zh',
      '/zh/404',
      '/zh/guide',
      '/zh/guide/pinning',
      '/zh/guide/reference',
      '/zh/guide/sorting',
    ]);
  });

  it('loads translations beside their English page, their headings carrying the English ids', () => {
    const site = loadSite(fixtureRoot, fixtureTree);
    const zh = site.translations.zh.get('/x/guide/sorting');
    expect(zh?.frontmatter.title).toBe('排序');
    expect(zh?.file).toBe('fixtures/content/guide/sorting.zh.mdx');
    expect(zh?.headings).toEqual([
      { id: 'sort-order', text: '排序顺序', depth: 2 },
      { id: 'sort-order-1', text: '排序顺序', depth: 2 },
    ]);
    expect(site.translations.zh.has('/x/guide/pinning')).toBe(false);
  });

  it("reports a translated heading without the English page's id, naming the English heading at that place", () => {
    const root = copyFixture();
    const file = edit(root, 'guide/sorting.zh.mdx', (text) => text.replace('排序顺序 {/* #sort-order */}', '排序顺序'));
    const english = relative(process.cwd(), join(root, 'guide/sorting.mdx'));
    expect(errorsOf(root)).toEqual([
      `${file}:9: heading "排序顺序" has the id #排序顺序, but the English heading at this place, "Sort order" (${english}:9), has #sort-order. Fix: end the heading with {/* #sort-order */} so links to #sort-order work in Chinese too`,
      `${file}:11: link "#sort-order" names anchor "#sort-order" that /x/guide/sorting/ does not have. Fix: use one of: 排序顺序, sort-order-1`,
    ]);
  });

  it('reports English sections missing from a translation, and headings the English page does not have', () => {
    const root = copyFixture();
    const file = edit(root, 'guide/sorting.zh.mdx', (text) =>
      text
        .replace('## 排序顺序 {/* #sort-order-1 */}', '## 多列 {/* #multi */}')
        .concat('\n## 附录 {/* #appendix */}\n'),
    );
    const english = relative(process.cwd(), join(root, 'guide/sorting.mdx'));
    expect(errorsOf(root)).toEqual([
      `${file}:13: heading "多列" has the id #multi, but the English heading at this place, "Sort order" (${english}:13), has #sort-order-1. Fix: end the heading with {/* #sort-order-1 */} so links to #sort-order-1 work in Chinese too`,
      `${file}:17: heading "附录" has the id #appendix, which ${english} has no heading for. Fix: end it with the id of the English heading it translates, {/* #english-id */}, or remove it if the English page has no such section`,
    ]);
    const dropped = edit(root, 'guide/sorting.zh.mdx', (text) =>
      text.replace('## 多列 {/* #multi */}', '').replace('\n## 附录 {/* #appendix */}\n', ''),
    );
    expect(errorsOf(root)).toEqual([
      `${dropped}:9: the English heading "Sort order" (#sort-order-1, ${english}:13) has no heading in the translation. Fix: translate that section, ending its heading with {/* #sort-order-1 */}`,
    ]);
  });

  it("checks links to /x/zh/ pages against the translation's anchors, or the English page's where there is none", () => {
    const root = copyFixture();
    const file = edit(
      root,
      'guide/pinning.mdx',
      (text) =>
        `${text}\n[a](/x/zh/guide/sorting/#sort-order-1)\n\n[b](/x/zh/guide/pinning/#pin-from-props)\n\n[c](/x/zh/guide/sorting/#nope)\n\n[d](/x/zh/guide/pinning/#排序顺序)\n`,
    );
    const lines = readFileSync(join(root, 'guide/pinning.mdx'), 'utf8').split('\n');
    const lineOf = (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1;
    expect(errorsOf(root)).toEqual([
      `${file}:${lineOf('[c]')}: link "/x/zh/guide/sorting/#nope" names anchor "#nope" that /x/zh/guide/sorting/ does not have. Fix: use one of: sort-order, sort-order-1`,
      `${file}:${lineOf('[d]')}: link "/x/zh/guide/pinning/#排序顺序" names anchor "#排序顺序" that /x/zh/guide/pinning/ does not have. Fix: use one of: pin-from-props`,
    ]);
  });

  it("checks a translation's links against translated pages, falling back to English ones", () => {
    const root = copyFixture();
    const file = edit(
      root,
      'guide/sorting.zh.mdx',
      (text) => `${text}\n[a](/x/guide/sorting/#sort-order)\n\n[b](/x/guide/pinning/#nope)\n`,
    );
    expect(errorsOf(root)).toEqual([
      `${file}:19: link "/x/guide/pinning/#nope" names anchor "#nope" that /x/guide/pinning/ does not have. Fix: use one of: pin-from-props`,
    ]);
  });

  it('reports an unknown demo with file:line and the file to create', () => {
    const root = copyFixture();
    const file = edit(root, 'guide/index.mdx', (text) => text.replace('hello-demo', 'missing-demo'));
    expect(errorsOf(root)).toEqual([
      `${file}:10: unknown demo "missing-demo". Fix: create ${relative(process.cwd(), join(root, 'guide/demos/missing-demo.tsx'))} or correct the name`,
    ]);
  });

  it('reports a level-1 heading in the body, which would show the title twice', () => {
    const root = copyFixture();
    const file = edit(root, 'guide/pinning.mdx', (text) => `${text}\n# Pinning again\n`);
    expect(errorsOf(root)).toEqual([
      `${file}:11: a level-1 heading in the body repeats the page title, which the page already shows from its frontmatter. Fix: remove the "# " heading (the plan badge comes from the navigation entry), or make it a "## " section`,
    ]);
  });

  it('reports an unknown component', () => {
    const root = copyFixture();
    const file = edit(root, 'guide/pinning.mdx', (text) => `${text}\n<Tabs>x</Tabs>\n`);
    expect(errorsOf(root)[0]).toMatch(new RegExp(`^${file}:11: unknown component <Tabs>\\. Fix: use one of Callout`));
  });

  it('reports links to missing pages, missing anchors and missing trailing slashes', () => {
    const root = copyFixture();
    const file = edit(
      root,
      'guide/pinning.mdx',
      (text) =>
        `${text}\n[a](/x/guide/nowhere/)\n\n[b](/x/guide/sorting/#no-such-heading)\n\n[c](/x/guide/sorting)\n\n[d](#pin-from-props)\n\n[e](https://example.com/x)\n\n[f](/x/api/data-grid/data-grid/)\n`,
    );
    expect(errorsOf(root)).toEqual([
      `${file}:11: link to "/x/guide/nowhere/" goes to no page. Fix: point it at an existing page or write that page`,
      `${file}:13: link "/x/guide/sorting/#no-such-heading" names anchor "#no-such-heading" that /x/guide/sorting/ does not have. Fix: use one of: sort-order, sort-order-1`,
      `${file}:15: link "/x/guide/sorting" lacks the trailing slash. Fix: write /x/guide/sorting/`,
      `${file}:21: link to "/x/api/data-grid/data-grid/" goes to no page. Fix: point it at an existing page or write that page`,
    ]);
  });

  it('reports bad frontmatter with its line', () => {
    const root = copyFixture();
    const file = edit(root, 'guide/sorting.mdx', (text) => text.replace('productId: x-data-grid', 'productId: grid'));
    expect(errorsOf(root)).toEqual([
      `${file}:4: frontmatter "productId" is invalid: Invalid enum value. Expected 'x' | 'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view', received 'grid'. Fix: use one of x, x-data-grid, x-date-pickers, x-charts, x-tree-view`,
    ]);
  });

  it('rejects a frontmatter component the packages do not export, naming the page and line', () => {
    const root = copyFixture();
    const generatedPages = [
      { pathname: '/x/api/data-grid/data-grid/', anchors: ['props'], name: 'DataGrid', kind: 'component' as const },
    ];
    expect(() => loadSite(root, fixtureTree, { generatedPages })).not.toThrow();
    const file = edit(root, 'guide/index.mdx', (text) =>
      text.replace('components: [DataGrid]', 'components: [DataGrd]'),
    );
    let message = '';
    try {
      loadSite(root, fixtureTree, { generatedPages });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      `${file}:5: component "DataGrd" in the frontmatter is not exported by the documented packages. Fix: correct the name`,
    );
  });

  it('reports public components that no guide demonstrates', () => {
    const site = loadSite(fixtureRoot, fixtureTree);
    const generated = [
      { pathname: '/x/api/data-grid/data-grid/', anchors: [], name: 'DataGrid', kind: 'component' as const },
      { pathname: '/x/api/data-grid/data-grid-pro/', anchors: [], name: 'DataGridPro', kind: 'component' as const },
      { pathname: '/x/api/data-grid/grid-api/', anchors: [], name: 'GridApi', kind: 'interface' as const },
    ];
    expect(componentsWithoutGuide(generated, site.pages.values())).toEqual(['DataGridPro']);
  });

  it('reports navigation entries without a page and duplicated pathnames', () => {
    const tree: MuiPage[] = [
      ...fixtureTree,
      { pathname: '/x/guide/filtering', title: 'Filtering' },
      { pathname: '/x/guide/sorting', title: 'Sorting again' },
    ];
    const errors = errorsOf(fixtureRoot, tree);
    expect(errors).toContainEqual(expect.stringContaining('Duplicated pathname "/x/guide/sorting"'));
    expect(errors).toContainEqual(
      'fixtures/content/pages.ts:1: navigation entry "/x/guide/filtering" has no page. Fix: write fixtures/content/guide/filtering.mdx (or guide/filtering/index.mdx) or remove the entry',
    );
  });

  it('points navigation errors at the line of the tree file that holds the entry', () => {
    const root = copyFixture();
    const file = edit(root, 'pages.ts', (text) => text.replace("'/x/guide/pinning'", "'/x/guide/pinned'"));
    const tree: MuiPage[] = [
      { pathname: '/x/guide-group', title: 'Guide', children: [{ pathname: '/x/guide/pinned' }] },
    ];
    expect(errorsOf(root, tree)).toContainEqual(
      `${file}:15: navigation entry "/x/guide/pinned" has no page. Fix: write ${relative(process.cwd(), root)}/guide/pinned.mdx (or guide/pinned/index.mdx) or remove the entry`,
    );
  });
});
