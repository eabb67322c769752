import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder } from '../../demo-data/tree-items';

export default function OverviewFileBrowser() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 240 }}>
      <RichTreeView items={projectFolder} defaultExpandedItems={['src', 'src/components']} aria-label="Project files" />
    </Box>
  );
}
