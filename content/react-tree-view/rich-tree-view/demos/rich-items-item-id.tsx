import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { hardwareShelves, type ShelfItem } from '../../../demo-data/rich-item-shapes';

// Every shelf and product is keyed by its stock-keeping unit instead of an `id` field.
const getItemId = (item: ShelfItem) => item.sku;

export default function RichItemsItemId() {
  const [selected, setSelected] = React.useState<string | null>('FX-211');

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        Selected SKU: {selected ?? 'none'}
      </Typography>
      <RichTreeView
        items={hardwareShelves}
        getItemId={getItemId}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['SH-01']}
        aria-label="Hardware shelves"
      />
    </Box>
  );
}
