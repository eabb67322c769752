import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { INDEX_OPTIONS } from './options';
import { queryWords } from './query-tree';
import { runSearch } from './query';
import type { SearchDocument } from './types';

const base = { productId: 'x-data-grid', parent: '', snippet: '', keywords: '' } as const;
const documents: SearchDocument[] = [
  { ...base, id: 1, kind: 'guide', title: 'Filtering', url: '/x/filtering/', text: 'Filter rows.', code: '' },
  { ...base, id: 2, kind: 'prop', title: 'setFilterModel', url: '/x/api/#setFilterModel', text: '', code: '' },
  { ...base, id: 3, kind: 'guide', title: 'Calendars', url: '/x/cal/', text: '', code: 'AdapterDateFnsJalali' },
  { ...base, id: 4, kind: 'guide', title: 'Adapters', url: '/x/adapters/', text: '', code: 'AdapterDateFns' },
  { ...base, id: 5, kind: 'guide', title: 'Export', url: '/x/export/', text: 'export csv', code: 'exportDataAsCsv' },
];
const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
index.addAll(documents);

describe('query words', () => {
  it('matches only the last word, or one the index does not hold whole, by prefix', () => {
    expect(queryWords(index, 'export cs').map(({ term, prefix }) => [term, prefix])).toEqual([
      ['export', false],
      ['cs', true],
    ]);
  });

  it('corrects a word the index does not know, even as the start of one', () => {
    expect(queryWords(index, 'filtr')[0]?.corrections).toContain('filter');
    expect(queryWords(index, 'filter')[0]?.corrections).toEqual([]);
    expect(runSearch(index, 'filtr')[0]?.url).toBe('/x/filtering/');
  });

  it('searches a code name the index holds whole without its parts', () => {
    expect(queryWords(index, 'AdapterDateFns').map((word) => word.term)).toEqual(['adapterdatefns']);
    expect(runSearch(index, 'AdapterDateFns')[0]?.url).toBe('/x/adapters/');
  });

  it('looks for the member of a member path', () => {
    expect(runSearch(index, 'apiRef.current.setFilterModel')[0]?.url).toBe('/x/api/#setFilterModel');
  });

  it('leaves out how-to words next to a name', () => {
    expect(queryWords(index, 'valueGetter 用法').map((word) => word.term)).not.toContain('用法');
  });
});
