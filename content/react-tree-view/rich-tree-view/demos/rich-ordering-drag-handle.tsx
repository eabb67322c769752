import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
// The item parts come from the Pro package: @mui/x-tree-view-pro 8.10.1 brings its own core, whose context the tree uses.
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemDragAndDropOverlay,
  TreeItemGroupTransition,
  TreeItemIcon,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProvider,
  TreeItemRoot,
  useTreeItem,
  type UseTreeItemParameters,
} from '@mui/x-tree-view-pro';
import { projectFolder } from '../../../demo-data/tree-items';

type HandleItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const HandleItem = React.forwardRef(function HandleItem(props: HandleItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...rest } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  // The row itself is no longer draggable: the drag props move to the handle.
  const { draggable, onDragStart, ...rootProps } = item.getRootProps(rest);

  const startFromHandle = (event: React.DragEvent<HTMLSpanElement>) => {
    onDragStart?.(event as unknown as React.DragEvent<HTMLLIElement>);
    // Show the whole row under the pointer rather than the small handle.
    const row = event.currentTarget.closest('[role="treeitem"]');
    if (row) event.dataTransfer.setDragImage(row, 16, 16);
  };

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...item.getContentProps()}>
          <Box
            component="span"
            draggable={draggable}
            onDragStart={startFromHandle}
            title="Drag to move"
            sx={{ display: 'flex', cursor: 'grab', color: 'text.secondary' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...item.getCheckboxProps()} />
          <TreeItemLabel {...item.getLabelProps()} />
          <TreeItemDragAndDropOverlay {...item.getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function RichOrderingDragHandle() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeViewPro
        items={projectFolder}
        defaultExpandedItems={['src', 'src/hooks']}
        itemsReordering
        slots={{ item: HandleItem }}
        aria-label="Project files: drag by the handle"
      />
    </Box>
  );
}
