import type { MuiPage } from '../types';
import type { PublishingInput } from './published-pages';

/** A small site for the publishing tests: groups, a subheader, an external link, an orphan and an API section. */
export const testTree: MuiPage[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: 'https://example.com/roadmap', title: 'Roadmap' },
    ],
  },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      {
        pathname: '/x/react-data-grid/features',
        subheader: 'Main features',
        children: [{ pathname: '/x/react-data-grid/sorting', title: 'Sorting', plan: 'pro' }],
      },
      {
        pathname: '/x/api/data-grid-group',
        title: 'API reference',
        children: [
          { pathname: '/x/api/data-grid', title: 'Index' },
          { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' },
        ],
      },
    ],
  },
];

export const testInput: PublishingInput = {
  tree: testTree,
  guides: new Map([
    ['/x', { title: 'X Docs', description: 'Home.', translated: true }],
    ['/x/introduction', { title: 'Introduction', description: 'What MUI X is.', translated: true }],
    ['/x/react-data-grid', { title: 'Data Grid', description: 'A table.', translated: false }],
    ['/x/react-data-grid/sorting', { title: 'Sorting', description: 'Sort rows.', translated: false }],
    ['/x/react-data-grid/orphan', { title: 'Orphan', description: 'Listed nowhere.', translated: false }],
  ]),
  generated: [
    { pathname: '/x/api/data-grid/', anchors: [], name: 'Data Grid', kind: 'index' },
    { pathname: '/x/api/data-grid/data-grid/', anchors: ['props'], name: 'DataGrid', kind: 'component' },
  ],
  apiSummaries: new Map([['/x/api/data-grid/data-grid/', 'The free grid.']]),
};

/** Every page pathname of the test site, English, with trailing slash. */
export const testPagePathnames = [
  '/x/',
  '/x/introduction/',
  '/x/react-data-grid/',
  '/x/react-data-grid/sorting/',
  '/x/react-data-grid/orphan/',
  '/x/api/data-grid/',
  '/x/api/data-grid/data-grid/',
];
