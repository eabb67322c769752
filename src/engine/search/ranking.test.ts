import type MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSearch } from './query';
import { expectRanking, INDEX_TIMEOUT, realContentIndex, type RankingRow } from './ranking-fixture';
import { MIN_TYPO_LENGTH } from './typos';
import type { SearchDocument } from './types';

// [query, expected top result, reader's current product]; Chinese queries are in ranking-zh.test.ts.
const table: RankingRow[] = [
  // Product names, typed whole, partly or run together.
  ['datagr', '/x/react-data-grid/'],
  ['datagrid', '/x/react-data-grid/'],
  ['data grid', '/x/react-data-grid/'],
  ['charts', '/x/react-charts/'],
  ['tree view', '/x/react-tree-view/'],
  ['date pick', '/x/react-date-pickers/date-picker/'],
  // Typos.
  ['chekbox', { kind: 'guide', title: 'Checkbox selection' }],
  // The same typo from a Tree View page (e2e/search.spec.ts): the selection guide, not a section that customizes the box.
  ['chekbox', { kind: 'guide', title: 'Checkbox selection' }, 'x-tree-view'],
  ['peer dependecies', { kind: 'guide', title: 'Peer dependencies' }],
  ['instalation', '/x/introduction/installation/'],
  ['telemtry', '/x/guides/telemetry/'],
  ['watermrk', '/x/introduction/licensing/#the-watermark'],
  ['rodmap', '/x/introduction/roadmap/'],
  // Typos with two letters swapped (one edit to a reader, two to Levenshtein).
  ['simpel tree view', '/x/react-tree-view/simple-tree-view/selection/'],
  ['expnasion', '/x/react-tree-view/simple-tree-view/expansion/', 'x-tree-view'],
  ['lazy laoding', '/x/react-tree-view/rich-tree-view/lazy-loading/'],
  ['lable editing', '/x/react-tree-view/rich-tree-view/editing/'],
  ['ordreing', '/x/react-tree-view/rich-tree-view/ordering/'],
  ['quickstrat', '/x/react-charts/quickstart/', 'x-charts'],
  ['telemetyr', '/x/guides/telemetry/'],
  ['rodamap', '/x/introduction/roadmap/'],
  ['pagniation', '/x/react-data-grid/pagination/'],
  // Props land on their rows.
  ['checkboxSelection', { kind: 'prop', title: 'checkboxSelection' }],
  ['checkboxSelection', '/x/api/data-grid/data-grid/#prop-checkboxSelection', 'x-data-grid'],
  ['checkboxSelection', '/x/api/tree-view/rich-tree-view/#prop-checkboxSelection', 'x-tree-view'],
  ['slotProps', { kind: 'prop', title: 'slotProps' }],
  ['slotProps', { kind: 'prop', title: 'slotProps', productId: 'x-date-pickers' }, 'x-date-pickers'],
  ['apiRef', { kind: 'prop', title: 'apiRef', productId: 'x-data-grid' }, 'x-data-grid'],
  ['apiRef', '/x/api/tree-view/rich-tree-view/#prop-apiRef', 'x-tree-view'],
  ['processRowUpdate', '/x/api/data-grid/data-grid/#prop-processRowUpdate'],
  ['pageSizeOptions', '/x/api/data-grid/data-grid/#prop-pageSizeOptions'],
  ['getRowId', { kind: 'prop', title: 'getRowId', productId: 'x-data-grid' }],
  ['xAxis', { kind: 'prop', title: 'xAxis', productId: 'x-charts' }],
  ['itemsReordering', '/x/api/tree-view/rich-tree-view-pro/#prop-itemsReordering'],
  ['defaultExpandedItems', { kind: 'prop', title: 'defaultExpandedItems', productId: 'x-tree-view' }],
  ['isItemEditable', '/x/api/tree-view/rich-tree-view/#prop-isItemEditable'],
  // API pages.
  ['GridColDef', '/x/api/data-grid/grid-col-def/'],
  ['DatePicker', '/x/api/date-pickers/date-picker/'],
  ['LocalizationProvider', '/x/api/date-pickers/localization-provider/'],
  ['PieChart', '/x/api/charts/pie-chart/'],
  ['LineChart', '/x/api/charts/line-chart/'],
  ['useDrawingArea', '/x/api/charts/use-drawing-area/'],
  ['RichTreeView', '/x/api/tree-view/rich-tree-view/'],
  ['SimpleTreeView', '/x/api/tree-view/simple-tree-view/'],
  // Guides and their sections.
  ['install charts', '/x/react-charts/quickstart/'],
  // Licensing holds the full guide to registering the key (per bundler, Next.js routers); Installation links to it.
  ['licence key', '/x/introduction/licensing/#installing-the-licence-key'],
  // A licence message pasted from the console or read off the watermark lands on its explanation.
  ['MUI X: Missing license key.', '/x/introduction/licensing/#mui-x-missing-license-key'],
  ['License key plan mismatch', '/x/introduction/licensing/#mui-x-license-key-plan-mismatch'],
  ['MUI X Product not covered by plan', '/x/introduction/licensing/#mui-x-component-not-included-in-your-license'],
  ['Expired package version', '/x/introduction/licensing/#mui-x-expired-package-version'],
  ['release information is missing', '/x/introduction/licensing/#mui-x-the-release-information-is-missing'],
  ['peer dependencies', { kind: 'guide', title: 'Peer dependencies' }],
  ['drawn in svg', '/x/react-charts/#drawn-in-svg'],
  ['lazy loading', '/x/react-tree-view/rich-tree-view/lazy-loading/', 'x-tree-view'],
  // The Data Grid's page qualifies the topic (Server-side lazy loading): still the one a Data Grid reader means.
  ['lazy loading', '/x/react-data-grid/server-side-data/lazy-loading/', 'x-data-grid'],
  ['editing', '/x/react-data-grid/editing/'],
  ['expansion', '/x/react-tree-view/simple-tree-view/expansion/'],
  ['MCP', '/x/introduction/mcp/'],
  ['Material UI v5', '/x/migration/usage-with-material-ui-v5-v6/'],
  ['migration tree view v7 to v8', '/x/migration/migration-tree-view-v7/'],
  ['migration charts v6 to v7', '/x/migration/migration-charts-v6/'],
  // Each product has its own upgrade guides: the reader's product picks one.
  ['migration v7', '/x/migration/migration-tree-view-v7/', 'x-tree-view'],
  // A prop removed by a major is found on the migration guide that removed it.
  [
    'indeterminateCheckboxAction',
    '/x/migration/migration-data-grid-v7/#indeterminatecheckboxaction-is-removed-codemod',
  ],
  ['priority support', '/x/introduction/priority-support/'],
  ['provide an adapter', '/x/react-date-pickers/quickstart/#provide-an-adapter'],
  // Issue 53: words name a guide, not the component spelled with them (`pie chart`, not `PieChart`).
  ['pie chart', '/x/react-charts/pie/'],
  // The section whose title is the query's words, hyphen or not.
  ['server side pagination', '/x/react-data-grid/pagination/#server-side-pagination'],
  // The page a navigation group opens on is its main page.
  ['date range', '/x/react-date-pickers/date-range-picker/'],
  // A title typed run together.
  ['rowgrouping', '/x/react-data-grid/row-grouping/'],
  // A typo in a word still being typed (`filtr` for `filtering`) finds the page whose title it begins.
  ['filtr', '/x/react-data-grid/filtering/'],
  // An adapter's name: how to set it up, not the calendar systems that extend it (AdapterDateFnsJalali).
  [
    'AdapterDateFns',
    {
      oneOf: [
        '/x/react-date-pickers/base-concepts/#available-libraries',
        '/x/react-date-pickers/quickstart/#adapters-for-other-libraries',
        '/x/react-date-pickers/adapters-locale/#with-date-fns',
      ],
    },
  ],
  // The Export guide (how to export) before the Export component (the toolbar button).
  ['export csv', { page: '/x/react-data-grid/export/' }],
  // A member path typed as code finds the member.
  ['apiRef.current.setFilterModel', '/x/api/data-grid/grid-api/#property-setFilterModel'],
  // One page cannot fill the list: on a Charts page, the other products' localization pages are still shown.
  [
    'localization',
    {
      within: 8,
      urls: [
        '/x/react-charts/localization/',
        '/x/react-data-grid/localization/',
        '/x/react-date-pickers/localization/',
      ],
    },
    'x-charts',
  ],
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
  let index: MiniSearch<SearchDocument>;

  beforeAll(() => {
    index = realContentIndex('en');
  }, INDEX_TIMEOUT);

  it('covers at least 40 queries across the four products', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it.each(table)('"%s" ranks %j first (reader in %s)', (query, expected, currentProduct) => {
    expectRanking(runSearch(index, query, currentProduct ? { currentProduct } : {}), expected);
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
    const matched = new Set(runSearch(index, query, { limit: 10_000 }).flatMap((hit) => hit.terms));
    expect(matched.size).toBeGreaterThan(0);
    const oneEditAway = (term: string) =>
      [-1, 0, 1].some((extra) => editDistance(query, term.slice(0, query.length + extra)) <= 1);
    const tooFar = [...matched].filter(
      (term) => !term.startsWith(query) && (query.length < MIN_TYPO_LENGTH || !oneEditAway(term)),
    );
    expect(tooFar).toEqual([]);
  });

  it('narrows to one product with the filter', () => {
    const hits = runSearch(index, 'slotProps', { onlyProduct: 'x-charts' });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.productId === 'x-charts')).toBe(true);
  });
});
