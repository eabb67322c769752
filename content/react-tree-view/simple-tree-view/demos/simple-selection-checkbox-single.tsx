import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionCheckboxSingle() {
  const [slot, setSlot] = React.useState<string | null>('sat-morning');

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        Delivery slot: {slot ?? 'none chosen'}
      </Typography>
      {/* Without multiSelect, each new tick replaces the previous one. */}
      <SimpleTreeView
        aria-label="Delivery slots"
        checkboxSelection
        selectedItems={slot}
        onSelectedItemsChange={(_event, itemId) => setSlot(itemId)}
        defaultExpandedItems={['friday', 'saturday']}
      >
        <TreeItem itemId="friday" label="Friday">
          <TreeItem itemId="fri-evening" label="18:00 – 21:00" />
        </TreeItem>
        <TreeItem itemId="saturday" label="Saturday">
          <TreeItem itemId="sat-morning" label="08:00 – 12:00" />
          <TreeItem itemId="sat-afternoon" label="13:00 – 17:00" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
