import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { projectFolder } from '../../demo-data/tree-items';

/**
 * A hand-built row with its own padding. The tree sets two CSS variables on every item:
 * the indentation step and the item's depth, so the row can still indent itself by level.
 */
const IndentedContent = styled(TreeItemContent)(({ theme }) => ({
  borderLeft: `3px solid ${theme.palette.divider}`,
  paddingLeft: `calc(${theme.spacing(1.5)} + var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))`,
}));

interface RowItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>, Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const RowItem = React.forwardRef(function RowItem(props: RowItemProps, ref: React.Ref<HTMLLIElement>) {
  const { children, itemId, label, disabled, id, ...liProps } = props;
  const row = useTreeItem({ itemId, label, disabled, id, children, rootRef: ref });

  return (
    <TreeItemProvider {...row.getContextProviderProps()}>
      <TreeItemRoot {...row.getRootProps(liProps)}>
        <IndentedContent {...row.getContentProps()}>
          <TreeItemIconContainer {...row.getIconContainerProps()}>
            <TreeItemIcon status={row.status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...row.getLabelProps()} />
        </IndentedContent>
        {children ? <TreeItemGroupTransition {...row.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemCustomIndentation() {
  const [step, setStep] = React.useState(24);

  return (
    <Box sx={{ minWidth: 260 }}>
      <Typography id="indentation-step" variant="body2" gutterBottom>
        itemChildrenIndentation: {step}px
      </Typography>
      <Slider
        value={step}
        onChange={(_event, value) => setStep(value as number)}
        min={0}
        max={48}
        step={4}
        aria-labelledby="indentation-step"
        sx={{ maxWidth: 260 }}
      />
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          items={projectFolder}
          slots={{ item: RowItem }}
          itemChildrenIndentation={step}
          defaultExpandedItems={['src', 'src/components']}
          aria-label="Project files with adjustable indentation"
        />
      </Box>
    </Box>
  );
}
