import type { MuiPage } from '../../src/engine/types';
import { apiNavGroups } from '../api-nav';

/** Data Grid: the pages written so far, in reading order. */
export const dataGridPages: MuiPage = {
  pathname: '/x/react-data-grid-group',
  title: 'Data Grid',
  children: [
    { pathname: '/x/react-data-grid', title: 'Overview' },
    { pathname: '/x/react-data-grid/quickstart', title: 'Quickstart' },
    {
      pathname: '/x/react-data-grid/main-features',
      subheader: 'Main features',
      children: [
        {
          pathname: '/x/react-data-grid/editing-group',
          title: 'Editing',
          children: [
            { pathname: '/x/react-data-grid/editing', title: 'Overview' },
            { pathname: '/x/react-data-grid/editing/persistence', title: 'Persistence' },
            { pathname: '/x/react-data-grid/editing/custom-edit-component', title: 'Custom edit component' },
            { pathname: '/x/react-data-grid/editing/editing-events', title: 'Editing events' },
            { pathname: '/x/react-data-grid/recipes-editing', title: 'Recipes' },
          ],
        },
        { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
        {
          pathname: '/x/react-data-grid/filtering-group',
          title: 'Filtering',
          children: [
            { pathname: '/x/react-data-grid/filtering', title: 'Overview' },
            { pathname: '/x/react-data-grid/filtering/customization', title: 'Customization' },
            { pathname: '/x/react-data-grid/filtering/quick-filter', title: 'Quick filter' },
            { pathname: '/x/react-data-grid/filtering/server-side', title: 'Server-side filtering' },
            { pathname: '/x/react-data-grid/filtering/multi-filters', title: 'Multi-filters', plan: 'pro' },
            { pathname: '/x/react-data-grid/filtering/header-filters', title: 'Header filters', plan: 'pro' },
            { pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes' },
          ],
        },
      ],
    },
    apiNavGroups['x-data-grid'],
  ],
};
