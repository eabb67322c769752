import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import { richRecipes } from '../../../demo-data/rich-recipes';

interface PencilLabelProps {
  children?: React.ReactNode;
  editable: boolean;
  onStartEditing: () => void;
}

/** The label plus a pencil button: the only way into editing for this tree. */
function PencilLabel({ children, editable, onStartEditing }: PencilLabelProps) {
  return (
    <TreeItemLabel sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <span>{children}</span>
      {editable && (
        <IconButton
          size="small"
          aria-label={`Rename ${String(children)}`}
          onClick={(event) => {
            event.stopPropagation();
            onStartEditing();
          }}
        >
          <EditOutlined fontSize="inherit" />
        </IconButton>
      )}
    </TreeItemLabel>
  );
}

interface ConfirmInputProps extends TreeItemLabelInputProps {
  onSave: (event: React.SyntheticEvent, value: string) => void;
  onCancel: (event: React.SyntheticEvent) => void;
}

/** A text field with explicit save and cancel buttons; keys and blur no longer decide. */
function ConfirmInput({ value: initialValue, onSave, onCancel }: ConfirmInputProps) {
  const [value, setValue] = React.useState(initialValue ?? '');
  return (
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 0.5 }} onClick={(event) => event.stopPropagation()}>
      <InputBase
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          // Keep the tree's own keys (type-ahead, arrows) out of the field, but offer Enter and Escape.
          event.stopPropagation();
          if (event.key === 'Enter' && value.trim() !== '') onSave(event, value);
          if (event.key === 'Escape') onCancel(event);
        }}
        inputProps={{ 'aria-label': 'New name', 'data-element': 'labelInput' }}
        sx={{ flex: 1, px: 0.5, border: 1, borderColor: 'divider', borderRadius: 0.5, fontSize: 'inherit' }}
      />
      <IconButton
        size="small"
        aria-label="Save"
        disabled={value.trim() === ''}
        onClick={(event) => onSave(event, value)}
      >
        <Check fontSize="inherit" />
      </IconButton>
      <IconButton size="small" aria-label="Cancel" onClick={onCancel}>
        <Close fontSize="inherit" />
      </IconButton>
    </Box>
  );
}

const PencilItem = React.forwardRef(function PencilItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions, status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: PencilLabel, labelInput: ConfirmInput }}
      slotProps={{
        label: { editable: status.editable, onStartEditing: interactions.toggleItemEditing } as PencilLabelProps,
        labelInput: {
          onSave: interactions.handleSaveItemLabel,
          onCancel: interactions.handleCancelItemLabelEditing,
        } as ConfirmInputProps,
      }}
    />
  );
});

export default function RichEditingIcons() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 280 }}>
      <RichTreeView
        items={richRecipes}
        // Only leaves (the recipes) can be renamed. The pencil replaces double-click; Enter still opens the field.
        isItemEditable={(item) => !item.children?.length}
        slots={{ item: PencilItem }}
        defaultExpandedItems={['breakfast', 'dinner']}
        aria-label="Recipes renamed with buttons"
      />
    </Box>
  );
}
