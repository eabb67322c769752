import Box from '@mui/material/Box';
import { RichTreeView, type RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { projectFolder, type DemoTreeItem } from '../../../demo-data/tree-items';

// `slotProps.item` can be a function: it receives the item's id and label and returns props for that item.
// Defined outside the component so the tree does not re-render every item on each render.
const slotProps: RichTreeViewProps<DemoTreeItem, false>['slotProps'] = {
  item: ({ itemId, label }) => ({
    title: `Path: ${itemId}`,
    sx: label.endsWith('.json') || label.endsWith('.md') ? { color: 'secondary.main', fontStyle: 'italic' } : undefined,
  }),
};

export default function RichCustomizationItemProps() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 240 }}>
      <RichTreeView
        items={projectFolder}
        slotProps={slotProps}
        defaultExpandedItems={['src', 'public']}
        aria-label="Project files with highlighted config files"
      />
    </Box>
  );
}
