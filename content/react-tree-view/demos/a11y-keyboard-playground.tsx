import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { createFolderTree } from '../../demo-data/tree-items';

const items = createFolderTree({ seed: 11, depth: 3, breadth: 4 });

export default function A11yKeyboardPlayground() {
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 300, minWidth: 260, flex: 1 }}>
        <RichTreeView
          items={items}
          multiSelect
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
          aria-label="Keyboard practice tree"
        />
      </Box>
      <Box sx={{ minWidth: 200 }}>
        <Typography variant="subtitle2">Focused item</Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', mb: 2 }}>
          {focusedItem ?? 'none (press Tab to enter the tree)'}
        </Typography>
        <Typography variant="subtitle2">Selected items ({selectedItems.length})</Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {selectedItems.length > 0 ? selectedItems.slice(0, 6).join(', ') : 'none'}
          {selectedItems.length > 6 ? ', …' : ''}
        </Typography>
      </Box>
    </Stack>
  );
}
