import type { MuiPage } from '../../src/engine/types';

/** Migration: upgrade guides, newest major first. */
export const migrationPages: MuiPage = {
  pathname: '/x/migration-group',
  title: 'Migration',
  children: [
    {
      pathname: '/x/migration-v8',
      subheader: 'Upgrade to v8',
      children: [
        { pathname: '/x/migration/migration-data-grid-v7', title: 'Breaking changes: Data Grid' },
        {
          pathname: '/x/migration/migration-pickers-v7',
          title: 'Breaking changes: Date and Time Pickers',
        },
        { pathname: '/x/migration/migration-charts-v7', title: 'Breaking changes: Charts' },
        { pathname: '/x/migration/migration-tree-view-v7', title: 'Breaking changes: Tree View' },
        { pathname: '/x/migration/usage-with-material-ui-v5-v6', title: 'Usage with Material UI v5/v6' },
      ],
    },
    {
      pathname: '/x/migration-v7',
      title: 'Upgrade to v7',
      children: [
        { pathname: '/x/migration/migration-data-grid-v6', title: 'Breaking changes: Data Grid' },
        {
          pathname: '/x/migration/migration-pickers-v6',
          title: 'Breaking changes: Date and Time Pickers',
        },
        { pathname: '/x/migration/migration-charts-v6', title: 'Breaking changes: Charts' },
        { pathname: '/x/migration/migration-tree-view-v6', title: 'Breaking changes: Tree View' },
      ],
    },
    {
      pathname: '/x/migration-v6',
      title: 'Upgrade to v6',
      children: [
        { pathname: '/x/migration/migration-data-grid-v5', title: 'Breaking changes: Data Grid' },
        {
          pathname: '/x/migration/migration-pickers-v5',
          title: 'Breaking changes: Date and Time Pickers',
        },
        { pathname: '/x/migration/migration-tree-view-lab', title: 'Migration from lab to v6 (Tree View)' },
      ],
    },
    {
      pathname: '/x/migration-earlier',
      title: 'Earlier versions',
      children: [
        {
          pathname: '/x/migration/migration-pickers-lab',
          title: 'Migration from lab to v5 (Date and Time Pickers)',
        },
        { pathname: '/x/migration/migration-data-grid-v4', title: 'Migration from v4 to v5 (Data Grid)' },
      ],
    },
  ],
};
