import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput, type TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const albums: TreeViewBaseItem[] = [
  {
    id: 'trips',
    label: 'Trips',
    children: [
      { id: 'lisbon', label: 'Lisbon 2024' },
      { id: 'hokkaido', label: 'Hokkaido in winter' },
    ],
  },
  { id: 'family', label: 'Family', children: [{ id: 'birthdays', label: 'Birthdays' }] },
  { id: 'scans', label: 'Old scans' },
];

/** Returns what is wrong with a name, or null when it can be saved. */
function checkAlbumName(name: string): string | null {
  if (name.trim() === '') return 'A name is required.';
  if (/[\\/:]/.test(name)) return 'Slashes and colons are not allowed.';
  if (name.length > 24) return `Too long by ${name.length - 24} characters.`;
  return null;
}

type CheckedInputProps = TreeItemLabelInputProps & { problem: string | null; messageId: string };

/** The default input, with the rule that fails shown beneath it. */
function CheckedInput({ problem, messageId, ...inputProps }: CheckedInputProps) {
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <TreeItemLabelInput {...inputProps} aria-invalid={problem != null} aria-describedby={messageId} />
      <Typography id={messageId} variant="caption" color={problem ? 'error' : 'text.secondary'} role="status">
        {problem ?? 'Enter saves, Escape cancels.'}
      </Typography>
    </Box>
  );
}

const AlbumItem = React.forwardRef(function AlbumItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const [problem, setProblem] = React.useState<string | null>(null);

  const labelInputProps: CheckedInputProps = {
    problem,
    messageId: `${props.itemId}-name-rule`,
    onChange: (event) => setProblem(checkAlbumName(event.target.value)),
    onKeyDown: (event) => {
      // Take over Enter and Escape: the tree would otherwise save any non-empty text.
      event.defaultMuiPrevented = true;
      const value = event.currentTarget.value;
      if (event.key === 'Enter' && checkAlbumName(value) == null) {
        interactions.handleSaveItemLabel(event, value);
      } else if (event.key === 'Escape') {
        setProblem(null);
        interactions.handleCancelItemLabelEditing(event);
      }
    },
    onBlur: (event) => {
      // Leaving the field with an invalid name discards it instead of saving it.
      if (checkAlbumName(event.currentTarget.value) != null) {
        event.defaultMuiPrevented = true;
        setProblem(null);
        interactions.handleCancelItemLabelEditing(event);
      }
    },
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ labelInput: CheckedInput }}
      slotProps={{ labelInput: labelInputProps as TreeItemLabelInputProps }}
    />
  );
});

export default function RichEditingValidation() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        items={albums}
        isItemEditable
        slots={{ item: AlbumItem }}
        defaultExpandedItems={['trips']}
        aria-label="Photo albums with checked names"
      />
    </Box>
  );
}
