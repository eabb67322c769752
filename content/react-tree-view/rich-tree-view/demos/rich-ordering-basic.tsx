import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichOrderingBasic() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeViewPro
        items={projectFolder}
        defaultExpandedItems={['src', 'src/components']}
        itemsReordering
        aria-label="Project files you can drag to reorder"
      />
    </Box>
  );
}
