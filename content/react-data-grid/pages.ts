import type { MuiPage } from '../../src/engine/types';
import { apiNavGroups } from '../api-nav';

/** Data Grid: the pages written so far, in the official reading order. */
export const dataGridPages: MuiPage = {
  pathname: '/x/react-data-grid-group',
  title: 'Data Grid',
  children: [
    { pathname: '/x/react-data-grid', title: 'Overview' },
    { pathname: '/x/react-data-grid/quickstart', title: 'Quickstart' },
    { pathname: '/x/react-data-grid/features', title: 'Features' },
    {
      pathname: '/x/react-data-grid/demos-group',
      title: 'Demos',
      children: [
        { pathname: '/x/react-data-grid/demos/real-time-data', title: 'Real-time data' },
        { pathname: '/x/react-data-grid/demos/time-off-calendar', title: 'Time off calendar' },
        { pathname: '/x/react-data-grid/demos/inventory', title: 'Inventory' },
      ],
    },
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
            { pathname: '/x/react-data-grid/column-ordering', title: 'Column reordering', plan: 'pro' },
            { pathname: '/x/react-data-grid/column-pinning', title: 'Column Pinning', plan: 'pro' },
            { pathname: '/x/react-data-grid/column-recipes', title: 'Recipes' },
          ],
        },
        {
          pathname: '/x/react-data-grid/rows',
          title: 'Rows',
          children: [
            { pathname: '/x/react-data-grid/row-definition', title: 'Row Definition' },
            { pathname: '/x/react-data-grid/row-updates', title: 'Row Updates' },
            { pathname: '/x/react-data-grid/row-height', title: 'Row Height' },
            { pathname: '/x/react-data-grid/row-spanning', title: 'Row Spanning', newFeature: true },
            { pathname: '/x/react-data-grid/master-detail', title: 'Master-detail row panels', plan: 'pro' },
            { pathname: '/x/react-data-grid/row-ordering', title: 'Row reordering', plan: 'pro' },
            { pathname: '/x/react-data-grid/row-pinning', title: 'Row Pinning', plan: 'pro' },
            { pathname: '/x/react-data-grid/row-recipes', title: 'Recipes' },
          ],
        },
        { pathname: '/x/react-data-grid/cells', title: 'Cells' },
        {
          pathname: '/x/react-data-grid/editing-group',
          title: 'Editing',
          children: [
            { pathname: '/x/react-data-grid/editing', title: 'Overview' },
            { pathname: '/x/react-data-grid/editing/persistence', title: 'Persistence' },
            { pathname: '/x/react-data-grid/editing/custom-edit-component', title: 'Custom Edit Component' },
            { pathname: '/x/react-data-grid/editing/editing-events', title: 'Editing Events' },
            { pathname: '/x/react-data-grid/recipes-editing', title: 'Recipes Editing' },
          ],
        },
        { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
        {
          pathname: '/x/react-data-grid/filtering-group',
          title: 'Filtering',
          children: [
            { pathname: '/x/react-data-grid/filtering', title: 'Overview' },
            { pathname: '/x/react-data-grid/filtering/customization', title: 'Customization' },
            { pathname: '/x/react-data-grid/filtering/quick-filter', title: 'Quick Filter' },
            { pathname: '/x/react-data-grid/filtering/server-side', title: 'Server-side filtering' },
            { pathname: '/x/react-data-grid/filtering/multi-filters', title: 'Multi-filters', plan: 'pro' },
            { pathname: '/x/react-data-grid/filtering/header-filters', title: 'Header Filters', plan: 'pro' },
            { pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes' },
          ],
        },
        { pathname: '/x/react-data-grid/pagination', title: 'Pagination' },
        {
          pathname: '/x/react-data-grid/selection',
          title: 'Selection',
          children: [
            { pathname: '/x/react-data-grid/row-selection', title: 'Row Selection' },
            { pathname: '/x/react-data-grid/cell-selection', title: 'Cell Selection', plan: 'premium' },
          ],
        },
        { pathname: '/x/react-data-grid/virtualization', title: 'Virtualization' },
        { pathname: '/x/react-data-grid/accessibility', title: 'Accessibility' },
        { pathname: '/x/react-data-grid/localization', title: 'Localization' },
      ],
    },
    {
      pathname: '/x/react-data-grid/advanced-features-group',
      subheader: 'Advanced features',
      children: [
        { pathname: '/x/react-data-grid/export', title: 'Export' },
        { pathname: '/x/react-data-grid/clipboard', title: 'Copy and paste' },
        { pathname: '/x/react-data-grid/scrolling', title: 'Scrolling' },
      ],
    },
    {
      pathname: '/x/react-data-grid/components-group',
      subheader: 'Components',
      newFeature: true,
      children: [
        { pathname: '/x/react-data-grid/components/usage', title: 'Usage' },
        { pathname: '/x/react-data-grid/components/toolbar', title: 'Toolbar' },
      ],
    },
    {
      pathname: '/x/react-data-grid/customization-group',
      subheader: 'Customization',
      children: [
        { pathname: '/x/react-data-grid/style', title: 'Styling basics' },
        { pathname: '/x/react-data-grid/style-recipes', title: 'Styling recipes' },
        { pathname: '/x/react-data-grid/overlays', title: 'Overlays' },
        { pathname: '/x/react-data-grid/components', title: 'Custom subcomponents' },
      ],
    },
    {
      pathname: '/x/react-data-grid/resources-group',
      subheader: 'Resources',
      children: [
        { pathname: '/x/react-data-grid/api-object', title: 'API object' },
        { pathname: '/x/react-data-grid/events', title: 'Events' },
        { pathname: '/x/react-data-grid/state', title: 'State' },
        { pathname: '/x/react-data-grid/performance', title: 'Performance' },
      ],
    },
    apiNavGroups['x-data-grid'],
  ],
};
