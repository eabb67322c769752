import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder } from '../../../demo-data/tree-items';

export default function RichSelectionMulti() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 240 }}>
      <RichTreeView
        multiSelect
        items={projectFolder}
        defaultSelectedItems={['src/components/header.tsx', 'src/components/footer.tsx']}
        defaultExpandedItems={['src', 'src/components']}
        aria-label="Project files, several can be selected"
      />
    </Box>
  );
}
