import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionDefault() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView aria-label="Recipe book" defaultExpandedItems={['mains', 'mains-pasta']}>
        <TreeItem itemId="starters" label="Starters">
          <TreeItem itemId="starters-soup" label="Tomato soup" />
          <TreeItem itemId="starters-bruschetta" label="Bruschetta" />
        </TreeItem>
        <TreeItem itemId="mains" label="Mains">
          <TreeItem itemId="mains-pasta" label="Pasta">
            <TreeItem itemId="mains-pasta-pesto" label="Pesto linguine" />
            <TreeItem itemId="mains-pasta-carbonara" label="Carbonara" />
          </TreeItem>
          <TreeItem itemId="mains-curry" label="Chickpea curry" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="desserts-crumble" label="Apple crumble" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
