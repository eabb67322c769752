import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder, type DemoTreeItem } from '../../../demo-data/tree-items';

/** Folders keep their names; only files (items without children) can be renamed. */
const isFile = (item: DemoTreeItem) => !item.children?.length;

export default function RichEditingFilesOnly() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={projectFolder}
        defaultExpandedItems={['src', 'src/components']}
        isItemEditable={isFile}
        aria-label="Project files where only files can be renamed"
      />
    </Box>
  );
}
