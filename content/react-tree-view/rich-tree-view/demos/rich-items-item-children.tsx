import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { bicycleParts, type BikePart } from '../../../demo-data/rich-item-shapes';

// Sub-parts sit under `parts`; returning undefined marks a part with nothing inside.
const getItemChildren = (part: BikePart) => part.parts;

export default function RichItemsItemChildren() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        items={bicycleParts}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['drivetrain']}
        aria-label="Bicycle parts"
      />
    </Box>
  );
}
