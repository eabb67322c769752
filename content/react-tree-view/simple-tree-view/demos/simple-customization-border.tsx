import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function SimpleCustomizationBorder() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Family tree"
        defaultExpandedItems={['grandparents', 'parents']}
        sx={{
          // Each nested group draws a dashed guide line down its left side, linking children to their parent.
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: '14px',
            pl: '10px',
            borderLeft: '1px dashed',
            borderColor: (theme) => alpha(theme.palette.text.primary, 0.35),
          },
        }}
      >
        <TreeItem itemId="grandparents" label="Rosa and Emil">
          <TreeItem itemId="parents" label="Clara and Dev">
            <TreeItem itemId="kid-1" label="Ines" />
            <TreeItem itemId="kid-2" label="Omar" />
          </TreeItem>
          <TreeItem itemId="uncle" label="Viktor">
            <TreeItem itemId="cousin" label="Lena" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
