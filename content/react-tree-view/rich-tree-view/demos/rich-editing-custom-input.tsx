import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput, type TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import { projectFolder } from '../../../demo-data/tree-items';

/**
 * The default input with two changes: a visible frame, and only the part before the extension selected when it
 * opens, as file managers do, so typing replaces the name and keeps `.tsx`.
 */
function FileNameInput(props: TreeItemLabelInputProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const dot = input.value.lastIndexOf('.');
    input.setSelectionRange(0, dot > 0 ? dot : input.value.length);
  }, []);

  return (
    <TreeItemLabelInput
      {...props}
      ref={inputRef}
      sx={{ border: 1, borderColor: 'primary.main', borderRadius: 1, px: 0.5, outline: 'none' }}
    />
  );
}

const FileItem = React.forwardRef(function FileItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ labelInput: FileNameInput }} />;
});

export default function RichEditingCustomInput() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        items={projectFolder}
        isItemEditable={(item) => !item.children}
        slots={{ item: FileItem }}
        defaultExpandedItems={['src', 'src/components']}
        aria-label="Project files: rename keeps the extension selected out"
      />
    </Box>
  );
}
