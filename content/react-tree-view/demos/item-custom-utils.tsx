import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { projectFolder } from '../../demo-data/tree-items';

/**
 * A click on a folder row only opens or closes it; a click on a file row only selects it.
 * The tree's default click handling is cancelled and the matching interaction is called instead.
 */
const SplitClickItem = React.forwardRef(function SplitClickItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions, status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  const onClick = (event: React.MouseEvent & { defaultMuiPrevented?: boolean }) => {
    event.defaultMuiPrevented = true;
    if (status.expandable) {
      interactions.handleExpansion(event);
    } else {
      interactions.handleSelection(event);
    }
  };

  return <TreeItem {...props} ref={ref} slotProps={{ content: { onClick } }} />;
});

export default function ItemCustomUtils() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Typography variant="body2" role="status" gutterBottom>
        Open file: {selected ?? 'none'}
      </Typography>
      <RichTreeView
        items={projectFolder}
        slots={{ item: SplitClickItem }}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['src']}
        aria-label="Project files: folders open, files select"
      />
    </Box>
  );
}
