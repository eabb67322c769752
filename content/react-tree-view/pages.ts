import type { MuiPage } from '../../src/engine/types';
import { apiNavGroups } from '../api-nav';

/** Tree View: every guide page, in reading order. */
export const treeViewPages: MuiPage = {
  pathname: '/x/react-tree-view-group',
  title: 'Tree View',
  children: [
    { pathname: '/x/react-tree-view', title: 'Overview' },
    { pathname: '/x/react-tree-view/quickstart', title: 'Quickstart' },
    {
      pathname: '/x/react-tree-view/simple-tree-view',
      subheader: 'Simple Tree View',
      children: [
        { pathname: '/x/react-tree-view/simple-tree-view/items', title: 'Items' },
        { pathname: '/x/react-tree-view/simple-tree-view/selection', title: 'Selection' },
        { pathname: '/x/react-tree-view/simple-tree-view/expansion', title: 'Expansion' },
        { pathname: '/x/react-tree-view/simple-tree-view/customization', title: 'Customization' },
        { pathname: '/x/react-tree-view/simple-tree-view/focus', title: 'Focus' },
      ],
    },
    {
      pathname: '/x/react-tree-view/rich-tree-view',
      subheader: 'Rich Tree View',
      children: [
        { pathname: '/x/react-tree-view/rich-tree-view/items', title: 'Items' },
        { pathname: '/x/react-tree-view/rich-tree-view/selection', title: 'Selection' },
        { pathname: '/x/react-tree-view/rich-tree-view/expansion', title: 'Expansion' },
        { pathname: '/x/react-tree-view/rich-tree-view/customization', title: 'Customization' },
        { pathname: '/x/react-tree-view/rich-tree-view/focus', title: 'Focus' },
        { pathname: '/x/react-tree-view/rich-tree-view/editing', title: 'Label editing', newFeature: true },
        {
          pathname: '/x/react-tree-view/rich-tree-view/lazy-loading',
          title: 'Lazy loading',
          plan: 'pro',
          newFeature: true,
        },
        { pathname: '/x/react-tree-view/rich-tree-view/ordering', title: 'Ordering', plan: 'pro', newFeature: true },
        { pathname: '/x/react-tree-view/rich-tree-view/gallery', title: 'All examples' },
      ],
    },
    {
      pathname: '/x/react-tree-view/main-features',
      subheader: 'Main features',
      children: [
        { pathname: '/x/react-tree-view/accessibility', title: 'Accessibility' },
        { pathname: '/x/react-tree-view/tree-item-customization', title: 'Item customization' },
      ],
    },
    apiNavGroups['x-tree-view'],
  ],
};
