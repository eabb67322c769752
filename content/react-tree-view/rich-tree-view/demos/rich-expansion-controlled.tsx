import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { collectItemIds, createFolderTree, type DemoTreeItem } from '../../../demo-data/tree-items';

const items = createFolderTree({ seed: 21, depth: 3, breadth: 4 });

// Keep only the items that have children, then list their ids: those are the items that can expand.
function keepBranches(nodes: readonly DemoTreeItem[]): DemoTreeItem[] {
  return nodes
    .filter((node) => node.children?.length)
    .map((node) => ({ ...node, children: keepBranches(node.children ?? []) }));
}
const expandableIds = collectItemIds(keepBranches(items));

export default function RichExpansionControlled() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const allExpanded = expandedItems.length === expandableIds.length;

  return (
    <Stack spacing={1.5} sx={{ minWidth: 260 }}>
      <Box>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems(allExpanded ? [] : expandableIds)}>
          {allExpanded ? 'Collapse all' : 'Expand all'}
        </Button>
      </Box>
      <Box sx={{ minHeight: 320 }}>
        <RichTreeView
          items={items}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
          aria-label="Generated folders"
        />
      </Box>
    </Stack>
  );
}
