import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { createFolderTree, type DemoTreeItem } from '../../../demo-data/tree-items';

const folders = createFolderTree({ seed: 3, depth: 3, breadth: 4 });

function collectFolderIds(items: readonly DemoTreeItem[]): string[] {
  return items.flatMap((item) => (item.children ? [item.id, ...collectFolderIds(item.children)] : []));
}

const folderIds = collectFolderIds(folders);

function renderItems(items: readonly DemoTreeItem[]) {
  return items.map((item) => (
    <TreeItem key={item.id} itemId={item.id} label={item.label}>
      {item.children ? renderItems(item.children) : null}
    </TreeItem>
  ));
}

export default function SimpleExpansionControlled() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const allExpanded = expandedItems.length === folderIds.length;

  return (
    <Box sx={{ minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems(folderIds)} disabled={allExpanded}>
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems([])}
          disabled={expandedItems.length === 0}
        >
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 320, overflowY: 'auto' }}>
        <SimpleTreeView
          aria-label="Generated folders"
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        >
          {renderItems(folders)}
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
