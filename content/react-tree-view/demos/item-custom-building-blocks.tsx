import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Asset = TreeViewBaseItem<{ id: string; label: string; size?: string; children?: Asset[] }>;

const assets: Asset[] = [
  {
    id: 'brand',
    label: 'Brand',
    children: [
      { id: 'brand/logo.svg', label: 'logo.svg', size: '4 KB' },
      { id: 'brand/wordmark.svg', label: 'wordmark.svg', size: '7 KB' },
      { id: 'brand/palette.json', label: 'palette.json', size: '1 KB' },
    ],
  },
  {
    id: 'photos',
    label: 'Photos',
    children: [
      { id: 'photos/team.jpg', label: 'team.jpg', size: '2.1 MB' },
      { id: 'photos/office.jpg', label: 'office.jpg', size: '3.4 MB' },
    ],
  },
  { id: 'licence.txt', label: 'licence.txt', size: '2 KB' },
];

interface AssetItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>, Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const AssetItem = React.forwardRef(function AssetItem(props: AssetItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { status, publicAPI } = item;

  // The original object from `items`, with the extra `size` field.
  const asset = useTreeItemModel<Asset>(itemId);
  const childCount = publicAPI.getItemOrderedChildrenIds(itemId).length;

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps(other)}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...item.getCheckboxProps()} />
          {status.editing ? (
            <TreeItemLabelInput {...item.getLabelInputProps()} />
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1, minWidth: 0 }}>
              <TreeItemLabel {...item.getLabelProps()} />
              {status.expandable ? (
                <Chip
                  size="small"
                  label={`${String(childCount)} files`}
                  variant={status.expanded ? 'filled' : 'outlined'}
                />
              ) : (
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {asset?.size}
                </Typography>
              )}
            </Box>
          )}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemCustomBuildingBlocks() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 280, maxWidth: 420 }}>
      <RichTreeView
        items={assets}
        defaultExpandedItems={['brand']}
        isItemEditable={(item) => !item.children}
        slots={{ item: AssetItem }}
        aria-label="Design assets"
      />
    </Box>
  );
}
