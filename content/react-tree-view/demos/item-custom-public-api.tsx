import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { createFolderTree } from '../../demo-data/tree-items';

const folders = createFolderTree({ seed: 5, depth: 3, breadth: 4 });

type OpenAllItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

/** Folders get a button that opens them and every folder inside, through the tree's public API. */
const OpenAllItem = React.forwardRef(function OpenAllItem(props: OpenAllItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...rest } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  const openAll = (event: React.MouseEvent) => {
    event.stopPropagation();
    const open = (folderId: string) => {
      const childIds = item.publicAPI.getItemOrderedChildrenIds(folderId);
      if (childIds.length === 0) return;
      item.publicAPI.setItemExpansion({ event, itemId: folderId, shouldBeExpanded: true });
      childIds.forEach(open);
    };
    open(itemId);
  };

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps(rest)}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...item.getLabelProps()} />
          {item.status.expandable ? (
            <IconButton size="small" aria-label={`Open everything in ${String(label)}`} onClick={openAll}>
              <UnfoldMoreIcon fontSize="small" />
            </IconButton>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemCustomPublicApi() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <RichTreeView items={folders} slots={{ item: OpenAllItem }} aria-label="Generated folders" />
    </Box>
  );
}
