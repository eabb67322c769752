import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { richFileItems, type RichFileItem } from '../../demo-data/rich-file-items';

/** Rounded rows with a hover hint: the file size, through the native `title` attribute of the content slot. */
const HintedItem = React.forwardRef(function HintedItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const file = useTreeItemModel<RichFileItem>(props.itemId);
  const title = file?.sizeKb == null ? `${file?.label ?? ''} (folder)` : `${file.label}: ${file.sizeKb} KB`;
  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        content: {
          title,
          style: { borderRadius: 16, paddingBlock: 6 },
        },
      }}
    />
  );
});

export default function ItemCustomContentProps() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        items={richFileItems}
        slots={{ item: HintedItem }}
        defaultExpandedItems={['documents']}
        aria-label="Files with a size hint on hover"
      />
    </Box>
  );
}
