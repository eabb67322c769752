import type { MuiPage } from '../../src/engine/types';
import { apiNavGroups } from '../api-nav';

/** Data Grid: the pages written so far, in reading order. */
export const dataGridPages: MuiPage = {
  pathname: '/x/react-data-grid-group',
  title: 'Data Grid',
  children: [
    { pathname: '/x/react-data-grid', title: 'Overview' },
    { pathname: '/x/react-data-grid/quickstart', title: 'Quickstart' },
    { pathname: '/x/react-data-grid/features', title: 'Features' },
    {
      pathname: '/x/react-data-grid/main-features',
      subheader: 'Main features',
      children: [
        { pathname: '/x/react-data-grid/layout', title: 'Layout' },
        {
          pathname: '/x/react-data-grid/columns',
          title: 'Columns',
          children: [
            { pathname: '/x/react-data-grid/column-definition', title: 'Column Definition' },
            { pathname: '/x/react-data-grid/column-dimensions', title: 'Column Dimensions' },
            { pathname: '/x/react-data-grid/column-visibility', title: 'Column Visibility' },
            { pathname: '/x/react-data-grid/custom-columns', title: 'Custom Columns' },
            { pathname: '/x/react-data-grid/column-header', title: 'Column Header' },
            { pathname: '/x/react-data-grid/column-menu', title: 'Column Menu' },
            { pathname: '/x/react-data-grid/column-spanning', title: 'Column Spanning' },
            { pathname: '/x/react-data-grid/column-groups', title: 'Column Groups' },
          ],
        },
      ],
    },
    apiNavGroups['x-data-grid'],
  ],
};
