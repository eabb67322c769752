import * as React from 'react';
import Box from '@mui/material/Box';
import type { CheckboxProps } from '@mui/material/Checkbox';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { richRecipes } from '../../demo-data/rich-recipes';

// The slot's props are typed for any component; these reach the default Material UI Checkbox.
const checkboxProps: CheckboxProps = { size: 'small', color: 'success', sx: { p: 0.5 } };

/** The default Material UI checkbox, smaller and in the success colour: a shopping list being ticked off. */
const ListItem = React.forwardRef(function ListItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return (
    <TreeItem {...props} ref={ref} slotProps={{ checkbox: checkboxProps as React.HTMLAttributes<HTMLButtonElement> }} />
  );
});

export default function ItemCustomCheckboxProps() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={richRecipes}
        slots={{ item: ListItem }}
        checkboxSelection
        multiSelect
        defaultSelectedItems={['pancakes']}
        defaultExpandedItems={['breakfast', 'dinner']}
        aria-label="Recipes to cook this week"
      />
    </Box>
  );
}
