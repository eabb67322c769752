import { join } from 'node:path';
import type MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../../content/pages';
import { loadAllApiProducts } from '../api/load';
import { loadGeneratedPages } from '../api/site-data';
import type { ProductId } from '../frontmatter';
import { loadSite } from '../site';
import { createSearchIndex } from './build-index';
import { runSearch, type SearchHit } from './query';
import { siteDocuments } from './site-documents';
import { MIN_TYPO_LENGTH } from './typos';
import type { SearchDocument, SearchLanguage } from './types';

/** Expected top result: its URL, or the fields that matter when several components share a prop. */
type Expected = string | Partial<Pick<SearchHit, 'kind' | 'title' | 'productId'>>;

// [language, query, expected top result, reader's current product]
const table: [SearchLanguage, string, Expected, ProductId?][] = [
  // Product names, typed whole, partly or run together.
  ['en', 'datagr', '/x/react-data-grid/'],
  ['en', 'datagrid', '/x/react-data-grid/'],
  ['en', 'data grid', '/x/react-data-grid/'],
  ['en', 'charts', '/x/react-charts/'],
  ['en', 'tree view', '/x/react-tree-view/'],
  ['en', 'date pick', '/x/react-date-pickers/date-picker/'],
  // Typos.
  ['en', 'chekbox', { kind: 'guide', title: 'Checkbox selection' }],
  // The same typo from a Tree View page (e2e/search.spec.ts): the selection guide, not a section that customizes the box.
  ['en', 'chekbox', { kind: 'guide', title: 'Checkbox selection' }, 'x-tree-view'],
  ['en', 'peer dependecies', { kind: 'guide', title: 'Peer dependencies' }],
  ['en', 'instalation', '/x/introduction/installation/'],
  ['en', 'telemtry', '/x/guides/telemetry/'],
  ['en', 'watermrk', '/x/introduction/licensing/#the-watermark'],
  ['en', 'rodmap', '/x/introduction/roadmap/'],
  // Typos with two letters swapped (one edit to a reader, two to Levenshtein).
  ['en', 'simpel tree view', '/x/react-tree-view/simple-tree-view/selection/'],
  ['en', 'expnasion', '/x/react-tree-view/simple-tree-view/expansion/', 'x-tree-view'],
  ['en', 'lazy laoding', '/x/react-tree-view/rich-tree-view/lazy-loading/'],
  ['en', 'lable editing', '/x/react-tree-view/rich-tree-view/editing/'],
  ['en', 'ordreing', '/x/react-tree-view/rich-tree-view/ordering/'],
  ['en', 'quickstrat', '/x/react-charts/quickstart/', 'x-charts'],
  ['en', 'telemetyr', '/x/guides/telemetry/'],
  ['en', 'rodamap', '/x/introduction/roadmap/'],
  ['en', 'pagniation', '/x/react-data-grid/pagination/'],
  // Props land on their rows.
  ['en', 'checkboxSelection', { kind: 'prop', title: 'checkboxSelection' }],
  ['en', 'checkboxSelection', '/x/api/data-grid/data-grid/#prop-checkboxSelection', 'x-data-grid'],
  ['en', 'checkboxSelection', '/x/api/tree-view/rich-tree-view/#prop-checkboxSelection', 'x-tree-view'],
  ['en', 'slotProps', { kind: 'prop', title: 'slotProps' }],
  ['en', 'slotProps', { kind: 'prop', title: 'slotProps', productId: 'x-date-pickers' }, 'x-date-pickers'],
  ['en', 'apiRef', { kind: 'prop', title: 'apiRef', productId: 'x-data-grid' }, 'x-data-grid'],
  ['en', 'apiRef', '/x/api/tree-view/rich-tree-view/#prop-apiRef', 'x-tree-view'],
  ['en', 'processRowUpdate', '/x/api/data-grid/data-grid/#prop-processRowUpdate'],
  ['en', 'pageSizeOptions', '/x/api/data-grid/data-grid/#prop-pageSizeOptions'],
  ['en', 'getRowId', { kind: 'prop', title: 'getRowId', productId: 'x-data-grid' }],
  ['en', 'xAxis', { kind: 'prop', title: 'xAxis', productId: 'x-charts' }],
  ['en', 'itemsReordering', '/x/api/tree-view/rich-tree-view-pro/#prop-itemsReordering'],
  ['en', 'defaultExpandedItems', { kind: 'prop', title: 'defaultExpandedItems', productId: 'x-tree-view' }],
  ['en', 'isItemEditable', '/x/api/tree-view/rich-tree-view/#prop-isItemEditable'],
  // API pages.
  ['en', 'GridColDef', '/x/api/data-grid/grid-col-def/'],
  ['en', 'DatePicker', '/x/api/date-pickers/date-picker/'],
  ['en', 'LocalizationProvider', '/x/api/date-pickers/localization-provider/'],
  ['en', 'pie chart', '/x/api/charts/pie-chart/'],
  ['en', 'LineChart', '/x/api/charts/line-chart/'],
  ['en', 'useDrawingArea', '/x/api/charts/use-drawing-area/'],
  ['en', 'RichTreeView', '/x/api/tree-view/rich-tree-view/'],
  ['en', 'SimpleTreeView', '/x/api/tree-view/simple-tree-view/'],
  // Guides and their sections.
  ['en', 'install charts', '/x/react-charts/quickstart/'],
  // Licensing holds the full guide to registering the key (per bundler, Next.js routers); Installation links to it.
  ['en', 'licence key', '/x/introduction/licensing/#installing-the-licence-key'],
  // A licence message pasted from the console or read off the watermark lands on its explanation.
  ['en', 'MUI X: Missing license key.', '/x/introduction/licensing/#mui-x-missing-license-key'],
  ['en', 'License key plan mismatch', '/x/introduction/licensing/#mui-x-license-key-plan-mismatch'],
  [
    'en',
    'MUI X Product not covered by plan',
    '/x/introduction/licensing/#mui-x-component-not-included-in-your-license',
  ],
  ['en', 'Expired package version', '/x/introduction/licensing/#mui-x-expired-package-version'],
  ['en', 'release information is missing', '/x/introduction/licensing/#mui-x-the-release-information-is-missing'],
  ['en', 'peer dependencies', { kind: 'guide', title: 'Peer dependencies' }],
  ['en', 'drawn in svg', '/x/react-charts/#drawn-in-svg'],
  ['en', 'lazy loading', '/x/react-tree-view/rich-tree-view/lazy-loading/', 'x-tree-view'],
  ['en', 'editing', '/x/react-data-grid/editing/'],
  ['en', 'expansion', '/x/react-tree-view/simple-tree-view/expansion/'],
  ['en', 'MCP', '/x/introduction/mcp/'],
  ['en', 'Material UI v5', '/x/migration/usage-with-material-ui-v5-v6/'],
  ['en', 'migration tree view v7 to v8', '/x/migration/migration-tree-view-v7/'],
  ['en', 'migration charts v6 to v7', '/x/migration/migration-charts-v6/'],
  // Each product has its own upgrade guides: the reader's product picks one.
  ['en', 'migration v7', '/x/migration/migration-tree-view-v7/', 'x-tree-view'],
  // A prop removed by a major is found on the migration guide that removed it.
  [
    'en',
    'indeterminateCheckboxAction',
    '/x/migration/migration-data-grid-v7/#indeterminatecheckboxaction-is-removed-codemod',
  ],
  ['en', 'priority support', '/x/introduction/priority-support/'],
  ['en', 'provide an adapter', '/x/react-date-pickers/quickstart/#provide-an-adapter'],
  // Chinese: segmented Chinese text, and English queries on the Chinese site.
  ['zh', '安装', '/x/zh/introduction/installation/'],
  ['zh', '遥测', '/x/zh/guides/telemetry/'],
  ['zh', '水印', '/x/zh/introduction/licensing/#the-watermark'],
  ['zh', '许可证密钥的工作原理', '/x/zh/introduction/licensing/#how-licence-keys-work'],
  ['zh', '控制遥测', '/x/zh/guides/telemetry/#controlling-telemetry'],
  ['zh', 'installation', '/x/zh/introduction/installation/'],
  ['zh', 'checkboxSelection', { kind: 'prop', title: 'checkboxSelection' }],
  ['zh', 'GridColDef', '/x/zh/api/data-grid/grid-col-def/'],
];

/** Edits between two words: letters added, dropped, changed, or two neighbours swapped (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
      }
    }
  }
  return rows[a.length]![b.length]!;
}

describe('search ranking on the real content', () => {
  const indexes = {} as Record<SearchLanguage, MiniSearch<SearchDocument>>;

  beforeAll(() => {
    const site = loadSite(join(process.cwd(), 'content'), pages, { generatedPages: loadGeneratedPages() });
    const apiFiles = loadAllApiProducts();
    indexes.en = createSearchIndex(siteDocuments(site, apiFiles, 'en'));
    indexes.zh = createSearchIndex(siteDocuments(site, apiFiles, 'zh'));
  }, 60_000);

  it('covers at least 40 queries across the four products', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it.each(table)('%s: "%s" ranks %j first (reader in %s)', (language, query, expected, currentProduct) => {
    const [top] = runSearch(indexes[language], query, currentProduct ? { currentProduct } : {});
    if (typeof expected === 'string') expect(top?.url).toBe(expected);
    else expect(top).toMatchObject(expected);
  });

  // Short and exact queries keep their results: what matches is the word itself or a word it starts, and from four
  // letters also a word one edit away (a swap of two neighbouring letters counting as one) or a word that one starts.
  it.each([
    'row',
    'api',
    'bar',
    'tab',
    'sort',
    'date',
    'selection',
    'expansion',
    'installation',
    'simpel',
    'selcetion',
  ])('"%s" matches no word more than one edit away, and a short word only itself or what it starts', (query) => {
    const matched = new Set(runSearch(indexes.en, query, { limit: 10_000 }).flatMap((hit) => hit.terms));
    expect(matched.size).toBeGreaterThan(0);
    const oneEditAway = (term: string) =>
      [-1, 0, 1].some((extra) => editDistance(query, term.slice(0, query.length + extra)) <= 1);
    const tooFar = [...matched].filter(
      (term) => !term.startsWith(query) && (query.length < MIN_TYPO_LENGTH || !oneEditAway(term)),
    );
    expect(tooFar).toEqual([]);
  });

  it('narrows to one product with the filter', () => {
    const hits = runSearch(indexes.en, 'slotProps', { onlyProduct: 'x-charts' });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.productId === 'x-charts')).toBe(true);
  });
});
