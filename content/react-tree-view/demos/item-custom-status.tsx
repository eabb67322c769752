import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { projectFolder } from '../../demo-data/tree-items';

type StatusItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const FLAGS = ['expanded', 'selected', 'focused', 'disabled'] as const;

/** An item that writes out the status fields that are true, next to its label. */
const StatusItem = React.forwardRef(function StatusItem(props: StatusItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...rest } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const shown = FLAGS.filter((flag) => item.status[flag]);

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps(rest)}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...item.getCheckboxProps()} />
          <TreeItemLabel {...item.getLabelProps()} />
          {shown.map((flag) => (
            <Chip key={flag} label={flag} size="small" variant="outlined" sx={{ ml: 0.5, height: 20 }} />
          ))}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemCustomStatus() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <RichTreeView
        items={projectFolder}
        slots={{ item: StatusItem }}
        isItemDisabled={(item) => item.id === 'public/robots.txt'}
        disabledItemsFocusable
        defaultExpandedItems={['src', 'public']}
        defaultSelectedItems="src/main.tsx"
        aria-label="Project files showing each item's status"
      />
    </Box>
  );
}
