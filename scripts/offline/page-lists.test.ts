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

  it('lists the scripts a section’s pages load lazily once per language', () => {
    const scripts: Record<string, string[]> = {
      '/x/react-data-grid/': ['/x/assets/grid-A.js', '/x/assets/shared.js'],
      '/x/react-data-grid/editing/': ['/x/assets/editing-B.js', '/x/assets/shared.js'],
    };
    const grid = buildPageLists(paths, (path) => scripts[path] ?? []).find(
      (list) => list.section === 'react-data-grid',
    );
    expect(grid?.scripts).toEqual({
      en: ['/x/assets/grid-A.js', '/x/assets/shared.js', '/x/assets/editing-B.js'],
      zh: [],
    });
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
