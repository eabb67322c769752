import Box from '@mui/material/Box';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlined from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import PushPin from '@mui/icons-material/PushPin';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleCustomizationIcons() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Reading list"
        defaultExpandedItems={['novels']}
        slots={{
          expandIcon: AddBoxOutlined,
          collapseIcon: IndeterminateCheckBoxOutlined,
          endIcon: FiberManualRecord,
        }}
        slotProps={{ endIcon: { style: { fontSize: 8, opacity: 0.5 } } }}
      >
        <TreeItem itemId="novels" label="Novels">
          <TreeItem itemId="novels-classics" label="Classics">
            <TreeItem itemId="novels-classics-austen" label="Persuasion" />
          </TreeItem>
          <TreeItem itemId="novels-scifi" label="The Left Hand of Darkness" />
          <TreeItem
            itemId="novels-pinned"
            label="Currently reading"
            slots={{ icon: PushPin }}
            slotProps={{ icon: { color: 'primary' } }}
          />
        </TreeItem>
        <TreeItem itemId="essays" label="Essays">
          <TreeItem itemId="essays-nature" label="Nature writing" />
        </TreeItem>
        <TreeItem itemId="poetry" label="Poetry" />
      </SimpleTreeView>
    </Box>
  );
}
