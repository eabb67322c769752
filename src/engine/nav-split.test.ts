import { describe, expect, it } from 'vitest';
import { deferrableGroups, navBranchesUrl, splitNavTree } from './nav-split';
import type { MuiPage } from './types';

const intro: MuiPage = {
  pathname: '/x/introduction-group',
  title: 'Introduction',
  children: [
    { pathname: '/x/introduction', title: 'Overview' },
    { pathname: '/x/introduction/licensing', title: 'Licensing' },
  ],
};
const grid: MuiPage = {
  pathname: '/x/react-data-grid-group',
  title: 'Data Grid',
  children: [
    { pathname: '/x/react-data-grid', title: 'Overview' },
    {
      pathname: '/x/api/data-grid-group',
      title: 'API reference',
      children: [{ pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' }],
    },
  ],
};
const charts: MuiPage = {
  pathname: '/x/react-charts-group',
  title: 'Charts',
  children: [{ pathname: '/x/react-charts', title: 'Overview' }],
};
const always: MuiPage = {
  pathname: '/x/resources',
  subheader: 'Resources',
  children: [{ pathname: '/x/resources/faq', title: 'FAQ' }],
};
const tree = [intro, grid, charts, always, { pathname: 'https://mui.com/store/', title: 'Store' }];
const emptied = (group: MuiPage): MuiPage => ({ ...group, children: [] });

describe('splitNavTree', () => {
  it("keeps the current product's branch whole, even a page deep in a nested group, and defers the others", () => {
    expect(splitNavTree(tree, '/x/api/data-grid/data-grid/')).toEqual({
      inPage: [emptied(intro), grid, emptied(charts), always, tree[4]],
      deferred: [intro, charts],
    });
  });

  it('carries only the top-level entries on a page outside every product (home, 404)', () => {
    const split = splitNavTree(tree, '/x');
    expect(split.inPage).toEqual([emptied(intro), emptied(grid), emptied(charts), always, tree[4]]);
    expect(split.deferred).toEqual([intro, grid, charts]);
  });

  it("never defers a subheader's entries, which are always shown", () => {
    expect(splitNavTree(tree, '/x/resources/faq').inPage).toContain(always);
    expect(deferrableGroups(tree)).toEqual([intro, grid, charts]);
  });

  it('names the branch file as a page carries it and once the build has hashed it', () => {
    expect(navBranchesUrl('zh')).toBe('/x/assets/nav-zh.json');
    expect(navBranchesUrl('en', '0123abcdef')).toBe('/x/assets/nav-en-0123abcdef.json');
  });
});
