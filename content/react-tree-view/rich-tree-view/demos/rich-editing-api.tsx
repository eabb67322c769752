import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { projectFolder, type DemoTreeItem } from '../../../demo-data/tree-items';

export default function RichEditingApi() {
  const apiRef = useTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('src/main.tsx');

  const startEditing = () => {
    if (selectedItem) apiRef.current?.setEditedItem(selectedItem);
  };

  const markAsDraft = () => {
    if (!selectedItem || !apiRef.current) return;
    const { label }: DemoTreeItem = apiRef.current.getItem(selectedItem);
    if (!label.startsWith('draft-')) apiRef.current.updateItemLabel(selectedItem, `draft-${label}`);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={startEditing} disabled={!selectedItem}>
          Rename selected
        </Button>
        <Button variant="outlined" size="small" onClick={markAsDraft} disabled={!selectedItem}>
          Prefix with draft-
        </Button>
      </Stack>
      <Box sx={{ minHeight: 280, minWidth: 260 }}>
        <RichTreeView
          apiRef={apiRef}
          items={projectFolder}
          defaultExpandedItems={['src']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
          isItemEditable
          aria-label="Project files renamed from buttons"
        />
      </Box>
    </Stack>
  );
}
