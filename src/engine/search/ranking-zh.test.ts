import type MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSearch } from './query';
import { expectRanking, INDEX_TIMEOUT, realContentIndex, type RankingRow } from './ranking-fixture';
import type { SearchDocument } from './types';

/**
 * What a Chinese reader expects from the Chinese site's search, run against the real content. Most page bodies are
 * still English; every page has a Chinese navigation title, and translated pages have Chinese headings, so these
 * queries work today and keep working as translations arrive.
 */
// [query, expected top result, reader's current product]
const table: RankingRow[] = [
  // Page titles, from the navigation where the body is not translated yet.
  ['安装', '/x/zh/introduction/installation/'],
  ['遥测', '/x/zh/guides/telemetry/'],
  // A navigation group opens on its first page (行分组 › 概览), before a page of another group with the same name.
  ['行分组', '/x/zh/react-data-grid/row-grouping/'],
  ['列固定', '/x/zh/react-data-grid/column-pinning/'],
  ['日期范围选择器', '/x/zh/react-date-pickers/date-range-picker/'],
  ['时区', '/x/zh/react-date-pickers/timezone/'],
  ['饼图', '/x/zh/react-charts/pie/'],
  ['缩放', '/x/zh/react-charts/zoom-and-pan/'],
  // Two products have a lazy-loading page: the reader's product picks one.
  ['懒加载', '/x/zh/react-tree-view/rich-tree-view/lazy-loading/', 'x-tree-view'],
  ['懒加载', '/x/zh/react-data-grid/server-side-data/lazy-loading/', 'x-data-grid'],
  // Headings of a translated page.
  ['许可证密钥', { page: '/x/zh/introduction/licensing/' }],
  ['水印', '/x/zh/introduction/licensing/#the-watermark'],
  ['许可证密钥的工作原理', '/x/zh/introduction/licensing/#how-licence-keys-work'],
  ['控制遥测', '/x/zh/guides/telemetry/#controlling-telemetry'],
  // Mixed queries: a product or API name with a Chinese word.
  ['DataGrid 排序', '/x/zh/react-data-grid/sorting/'],
  ['valueGetter 用法', '/x/zh/react-data-grid/column-definition/#value-getter'],
  // English queries on the Chinese site.
  ['installation', '/x/zh/introduction/installation/'],
  ['checkboxSelection', { kind: 'prop', title: 'checkboxSelection' }],
  ['GridColDef', '/x/zh/api/data-grid/grid-col-def/'],
];

describe('Chinese search ranking on the real content', () => {
  let index: MiniSearch<SearchDocument>;

  beforeAll(() => {
    index = realContentIndex('zh');
  }, INDEX_TIMEOUT);

  it('covers the Chinese queries of issue 50 and every product', () => {
    expect(table.length).toBeGreaterThanOrEqual(15);
  });

  it.each(table)('"%s" ranks %j first (reader in %s)', (query, expected, currentProduct) => {
    expectRanking(runSearch(index, query, currentProduct ? { currentProduct } : {}), expected);
  });
});
