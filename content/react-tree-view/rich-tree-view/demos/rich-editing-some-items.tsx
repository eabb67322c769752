import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder, type DemoTreeItem } from '../../../demo-data/tree-items';

/** Files that build tools look for by name: renaming them would break the project. */
const PROTECTED = new Set(['package.json', 'readme.md', 'src', 'public']);

const isRenamable = (item: DemoTreeItem) => !PROTECTED.has(item.id);

export default function RichEditingSomeItems() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        items={projectFolder}
        isItemEditable={isRenamable}
        defaultExpandedItems={['src', 'src/components']}
        aria-label="Project files, some of them protected from renaming"
      />
    </Box>
  );
}
