import { describe, expect, it } from 'vitest';
import {
  assertUniquePathnames,
  findActivePage,
  findNeighbours,
  flattenPages,
  getApiProductId,
  isPlaygroundPath,
  normalizePathname,
  pageHref,
} from './page-tree';
import type { MuiPage } from './types';

const tree: MuiPage[] = [
  {
    pathname: '/x/grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        children: [
          {
            pathname: '/x/react-data-grid/columns',
            title: 'Columns',
            children: [
              { pathname: '/x/react-data-grid/column-definition', title: 'Definition' },
              { pathname: '/x/react-data-grid/column-pinning', title: 'Pinning', plan: 'pro' },
            ],
          },
          { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
        ],
      },
    ],
  },
  { pathname: '/x/tree-group', title: 'Tree View', children: [{ pathname: '/x/react-tree-view', title: 'Overview' }] },
];

describe('assertUniquePathnames', () => {
  it('accepts a tree whose pathnames are unique', () => {
    expect(() => assertUniquePathnames(tree)).not.toThrow();
  });

  it('names both entries when a pathname repeats', () => {
    const duplicated: MuiPage[] = [
      ...tree,
      {
        pathname: '/x/other',
        title: 'Other',
        children: [{ pathname: '/x/react-data-grid/sorting', title: 'Sort again' }],
      },
    ];
    expect(() => assertUniquePathnames(duplicated)).toThrow(
      'Duplicated pathname "/x/react-data-grid/sorting" in the page tree: used by "Data Grid > /x/react-data-grid/main-features > Sorting" and by "Other > Sort again"',
    );
  });
});

describe('findActivePage', () => {
  it('finds a deep page and all its parents, outermost first', () => {
    const found = findActivePage(tree, '/x/react-data-grid/column-pinning/');
    expect(found?.activePage.title).toBe('Pinning');
    expect(found?.parents.map((page) => page.pathname)).toEqual([
      '/x/grid-group',
      '/x/react-data-grid/main-features',
      '/x/react-data-grid/columns',
    ]);
  });

  it('ignores query and hash', () => {
    expect(findActivePage(tree, '/x/react-data-grid/sorting/?a=1#x')?.activePage.title).toBe('Sorting');
  });

  it('does not treat a group as a page', () => {
    expect(findActivePage(tree, '/x/react-data-grid/columns')).toBeUndefined();
  });

  it('leaves playground paths out of the tree lookup', () => {
    const withPlayground: MuiPage[] = [...tree, { pathname: '/x/playground/demo', title: 'Playground' }];
    expect(isPlaygroundPath('/x/playground/demo')).toBe(true);
    expect(isPlaygroundPath('/x/playgrounds')).toBe(false);
    expect(findActivePage(withPlayground, '/x/playground/demo')).toBeUndefined();
  });
});

describe('reading order', () => {
  it('flattens leaves in order', () => {
    expect(flattenPages(tree).map((page) => page.title)).toEqual([
      'Overview',
      'Definition',
      'Pinning',
      'Sorting',
      'Overview',
    ]);
  });

  it('gives previous and next pages within one product tree', () => {
    const product = tree[0]!.children!;
    const title = (page: MuiPage) => page.title ?? '';
    expect(findNeighbours(product, '/x/react-data-grid/column-pinning', title)).toEqual({
      prev: { pathname: '/x/react-data-grid/column-definition', title: 'Definition' },
      next: { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
    });
    expect(findNeighbours(product, '/x/react-data-grid', title)).toEqual({
      next: { pathname: '/x/react-data-grid/column-definition', title: 'Definition' },
    });
    expect(findNeighbours(product, '/x/react-data-grid/sorting', title).next).toBeUndefined();
  });
});

describe('paths', () => {
  it('maps API folders to product ids', () => {
    expect(getApiProductId('/x/api/data-grid/data-grid')).toBe('x-data-grid');
    expect(getApiProductId('/x/api/date-pickers/date-picker')).toBe('x-date-pickers');
    expect(getApiProductId('/x/api/charts/bar-chart')).toBe('x-charts');
    expect(getApiProductId('/x/react-data-grid/sorting')).toBeUndefined();
  });

  it('normalises and builds hrefs with the trailing slash of the official scheme', () => {
    expect(normalizePathname('/x/react-tree-view/')).toBe('/x/react-tree-view');
    expect(normalizePathname('/')).toBe('/');
    expect(pageHref('/x/react-tree-view')).toBe('/x/react-tree-view/');
    expect(pageHref('/x/react-tree-view/')).toBe('/x/react-tree-view/');
  });
});
