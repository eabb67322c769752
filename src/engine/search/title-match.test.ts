import { describe, expect, it } from 'vitest';
import { squash, titleMatchBoost, topicOf, type QueryShape } from './title-match';
import type { StoredDocument } from './types';

function shape(query: string, corrections: Record<string, string[]> = {}): QueryShape {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return {
    exact: query,
    loose: squash(query),
    spaced: /\s/.test(query),
    code: /^[A-Za-z][a-z0-9]*[A-Z]/.test(query),
    words: words.map((word) => [word, ...(corrections[word] ?? [])]),
  };
}

function doc(title: string, kind: StoredDocument['kind'] = 'guide', productId = 'x-charts'): StoredDocument {
  return { kind, title, productId: productId as StoredDocument['productId'], parent: '', url: '/x/', snippet: '' };
}

describe('title matching', () => {
  it('reads the topic of a title that names its product first', () => {
    expect(topicOf('Data Grid - Row grouping')).toBe('Row grouping');
    expect(topicOf('Tree View')).toBe('Tree View');
  });

  it('ranks a title spelled as typed above one made of the same words above one the query begins', () => {
    expect(titleMatchBoost(doc('Date Range Picker'), shape('Date Range Picker'))).toBe(4);
    expect(titleMatchBoost(doc('Server-side pagination'), shape('server side pagination'))).toBe(3);
    expect(titleMatchBoost(doc('CSV export'), shape('export csv'))).toBe(3);
    expect(titleMatchBoost(doc('Date Range Picker'), shape('date range'))).toBe(1.5);
    expect(titleMatchBoost(doc('Date Range Calendar'), shape('date picker'))).toBe(1);
  });

  it('lets the product name stand beside the topic, run together or not', () => {
    expect(titleMatchBoost(doc('Charts - Pie'), shape('pie chart'))).toBe(3);
    expect(titleMatchBoost(doc('Data Grid - Row grouping', 'guide', 'x-data-grid'), shape('rowgrouping'))).toBe(3);
    expect(titleMatchBoost(doc('排序', 'guide', 'x-data-grid'), shape('DataGrid 排序'))).toBe(3);
  });

  it('takes a correction as the word meant, but not as the product name', () => {
    expect(titleMatchBoost(doc('Data Grid - Filtering'), shape('filtr', { filtr: ['filter'] }))).toBe(3);
    const lable = shape('lable editing', { lable: ['label', 'table'] });
    expect(titleMatchBoost(doc('Data Grid - Editing', 'guide', 'x-data-grid'), lable)).toBe(1);
  });

  it('takes a title of the reader’s product that holds the query’s words as naming the topic there only', () => {
    const grid = (query: string) => ({ ...shape(query), product: 'x-data-grid' as const });
    const serverSide = doc('Data Grid - Server-side lazy loading', 'guide', 'x-data-grid');
    expect(titleMatchBoost(serverSide, grid('lazy loading'))).toBe(3);
    expect(titleMatchBoost(serverSide, shape('lazy loading'))).toBe(1);
    expect(titleMatchBoost(serverSide, { ...shape('lazy loading'), product: 'x-tree-view' })).toBe(1);
    expect(titleMatchBoost(doc('数据表格 - 服务端懒加载', 'guide', 'x-data-grid'), grid('懒加载'))).toBe(3);
    // Latin words count whole and in the order typed.
    expect(titleMatchBoost(doc('Arrow keys', 'guide', 'x-data-grid'), grid('row'))).toBe(1);
    expect(titleMatchBoost(serverSide, grid('loading lazy'))).toBe(1);
    expect(titleMatchBoost(doc('Loading the lazy rows', 'guide', 'x-data-grid'), grid('lazy loading'))).toBe(1);
  });

  it('matches a code name to the component, and words to the guide', () => {
    expect(titleMatchBoost(doc('PieChart', 'api'), shape('pie chart'))).toBe(1);
    expect(titleMatchBoost(doc('PieChart', 'api'), shape('piechart'))).toBe(3);
    expect(titleMatchBoost(doc('Date Picker'), shape('DatePicker'))).toBe(1.5);
  });
});
