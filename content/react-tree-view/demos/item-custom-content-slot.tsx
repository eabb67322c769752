import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemContent, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { richRecipes } from '../../demo-data/rich-recipes';

/**
 * A new content component built on the default one, so it keeps the row's handlers and state attributes:
 * each row becomes a small card, and the selected card gets an accent on its left edge.
 */
const CardContent = styled(TreeItemContent)(({ theme }) => ({
  marginBlock: 2,
  // Only the vertical padding: the left padding carries the indentation of nested items.
  paddingBlock: theme.spacing(0.75),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  borderLeftWidth: 4,
  '&[data-selected]': {
    borderLeftColor: theme.palette.primary.main,
    backgroundColor: theme.palette.action.selected,
  },
}));

const CardItem = React.forwardRef(function CardItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ content: CardContent }} />;
});

export default function ItemCustomContentSlot() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <RichTreeView
        items={richRecipes}
        slots={{ item: CardItem }}
        defaultExpandedItems={['breakfast', 'dinner']}
        defaultSelectedItems="risotto"
        aria-label="Recipes drawn as cards"
      />
    </Box>
  );
}
