import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import StarHalf from '@mui/icons-material/StarHalf';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { richRecipes } from '../../demo-data/rich-recipes';

/** The tree passes `visible` (is checkbox selection on?) besides the usual checkbox props. */
const StarCheckbox = React.forwardRef(function StarCheckbox(
  props: CheckboxProps & { visible?: boolean },
  ref: React.Ref<HTMLButtonElement>,
) {
  const { visible, ...checkboxProps } = props;
  if (!visible) return null;
  return (
    <Checkbox
      {...checkboxProps}
      ref={ref}
      icon={<StarBorder />}
      checkedIcon={<Star />}
      indeterminateIcon={<StarHalf />}
      sx={{ p: 0, color: 'warning.main', '&.Mui-checked, &.MuiCheckbox-indeterminate': { color: 'warning.main' } }}
    />
  );
});

const FavouriteItem = React.forwardRef(function FavouriteItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ checkbox: StarCheckbox }} />;
});

export default function ItemCustomCheckboxSlot() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        items={richRecipes}
        slots={{ item: FavouriteItem }}
        checkboxSelection
        multiSelect
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['breakfast', 'dinner']}
        defaultSelectedItems={['pancakes']}
        aria-label="Favourite recipes"
      />
    </Box>
  );
}
