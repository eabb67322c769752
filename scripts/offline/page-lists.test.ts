import { describe, expect, it } from 'vitest';
import { buildPageLists } from './page-lists';

describe('offline page lists', () => {
  const paths = [
    '/x/',
    '/x/zh/',
    '/x/introduction/',
    '/x/react-data-grid/',
    '/x/react-data-grid/editing/',
    '/x/api/data-grid/data-grid/',
    '/x/zh/react-data-grid/',
    '/x/react-charts/bars/',
  ];

  it('lists every page exactly once, in its section and language', () => {
    const lists = buildPageLists(paths);
    const listed = lists.flatMap((list) => Object.values(list.pages).flat());
    expect(listed.sort()).toEqual([...paths].sort());
    const grid = lists.find((list) => list.section === 'react-data-grid');
    expect(grid?.pages).toEqual({
      en: ['/x/react-data-grid/', '/x/react-data-grid/editing/', '/x/api/data-grid/data-grid/'],
      zh: ['/x/zh/react-data-grid/'],
    });
    expect(lists.find((list) => list.section === 'general')?.pages.zh).toEqual(['/x/zh/']);
  });

  it('writes a list for every section, even an empty one', () => {
    expect(buildPageLists([]).map((list) => list.section)).toEqual([
      'react-data-grid',
      'react-date-pickers',
      'react-charts',
      'react-tree-view',
      'general',
    ]);
  });
});
