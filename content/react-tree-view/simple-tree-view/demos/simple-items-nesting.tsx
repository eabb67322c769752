import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsNesting() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView aria-label="Field guide chapters" defaultExpandedItems={['birds', 'birds-water']}>
        <TreeItem itemId="birds" label="1. Birds">
          <TreeItem itemId="birds-water" label="1.1 Waterbirds">
            <TreeItem itemId="birds-water-heron" label="Grey heron" />
            <TreeItem itemId="birds-water-mallard" label="Mallard" />
            <TreeItem itemId="birds-water-kingfisher" label="Kingfisher" />
          </TreeItem>
          <TreeItem itemId="birds-garden" label="1.2 Garden birds">
            <TreeItem itemId="birds-garden-robin" label="Robin" />
            <TreeItem itemId="birds-garden-wren" label="Wren" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="trees" label="2. Trees">
          <TreeItem itemId="trees-oak" label="Oak" />
          <TreeItem itemId="trees-birch" label="Birch" />
        </TreeItem>
        <TreeItem itemId="glossary" label="Glossary" />
      </SimpleTreeView>
    </Box>
  );
}
