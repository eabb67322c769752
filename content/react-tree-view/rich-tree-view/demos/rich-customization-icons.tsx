import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { projectFolder } from '../../../demo-data/tree-items';

// Slots take components, not elements, so they can be defined once outside the demo.
const slots = {
  expandIcon: AddBoxOutlinedIcon,
  collapseIcon: IndeterminateCheckBoxOutlinedIcon,
  endIcon: DescriptionOutlinedIcon,
};

const slotProps = {
  expandIcon: { fontSize: 'small' as const, color: 'primary' as const },
  collapseIcon: { fontSize: 'small' as const, color: 'primary' as const },
  endIcon: { fontSize: 'small' as const, color: 'disabled' as const },
};

export default function RichCustomizationIcons() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 240 }}>
      <RichTreeView
        items={projectFolder}
        slots={slots}
        slotProps={slotProps}
        defaultExpandedItems={['src', 'src/hooks']}
        aria-label="Project files with custom icons"
      />
    </Box>
  );
}
