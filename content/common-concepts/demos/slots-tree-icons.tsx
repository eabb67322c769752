import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder } from '../../demo-data/tree-items';

/**
 * Three icon slots of the Rich Tree View replaced at once: closed folders, open folders
 * and files (items without children) each get their own component.
 */
export default function SlotsTreeIcons() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={projectFolder}
        defaultExpandedItems={['src', 'src/components']}
        aria-label="Project files"
        slots={{
          expandIcon: FolderIcon,
          collapseIcon: FolderOpenIcon,
          endIcon: InsertDriveFileOutlinedIcon,
        }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
        }}
      />
    </Box>
  );
}
