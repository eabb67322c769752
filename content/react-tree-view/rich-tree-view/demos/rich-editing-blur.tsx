import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import { richRecipes } from '../../../demo-data/rich-recipes';

/** An item whose label input throws the typed text away when it loses focus. */
const DiscardOnBlurItem = React.forwardRef(function DiscardOnBlurItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const labelInput: TreeItemLabelInputProps = {
    onBlur: (event) => {
      event.defaultMuiPrevented = true;
      interactions.handleCancelItemLabelEditing(event);
    },
  };
  return <TreeItem {...props} ref={ref} slotProps={{ labelInput }} />;
});

export default function RichEditingBlur() {
  const [discard, setDiscard] = React.useState(true);

  return (
    <Box sx={{ minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={discard} onChange={(event) => setDiscard(event.target.checked)} />}
        label="Discard the edit when the input loses focus"
      />
      <Box sx={{ minHeight: 260 }}>
        <RichTreeView
          items={richRecipes}
          isItemEditable
          slots={discard ? { item: DiscardOnBlurItem } : undefined}
          defaultExpandedItems={['dinner']}
          aria-label="Recipe book"
        />
      </Box>
    </Box>
  );
}
