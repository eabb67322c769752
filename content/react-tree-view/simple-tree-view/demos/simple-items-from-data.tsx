import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { projectFolder, type DemoTreeItem } from '../../../demo-data/tree-items';

function renderItems(items: readonly DemoTreeItem[]) {
  return items.map((item) => (
    <TreeItem key={item.id} itemId={item.id} label={item.label}>
      {item.children ? renderItems(item.children) : null}
    </TreeItem>
  ));
}

export default function SimpleItemsFromData() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 240 }}>
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src']}>
        {renderItems(projectFolder)}
      </SimpleTreeView>
    </Box>
  );
}
