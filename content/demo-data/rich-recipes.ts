import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** A short recipe book in the default item shape: `id`, `label` and optional `children`. */
export const richRecipes: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Pancakes' },
      { id: 'shakshuka', label: 'Shakshuka' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [
      { id: 'risotto', label: 'Mushroom risotto' },
      {
        id: 'curries',
        label: 'Curries',
        children: [
          { id: 'dal', label: 'Red lentil dal' },
          { id: 'korma', label: 'Vegetable korma' },
        ],
      },
    ],
  },
  { id: 'desserts', label: 'Desserts' },
];
