import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Team = TreeViewBaseItem<{ id: string; label: string; status?: 'hiring' | 'full'; children?: Team[] }>;

const teams: Team[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'platform', label: 'Platform', status: 'hiring' },
      { id: 'web', label: 'Web', status: 'full' },
      { id: 'mobile', label: 'Mobile', status: 'hiring' },
    ],
  },
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'product-design', label: 'Product design', status: 'full' },
      { id: 'research', label: 'Research', status: 'hiring' },
    ],
  },
];

interface TeamLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  hiring?: boolean;
}

/**
 * Replaces the default label: the text, then a marker for teams that are hiring.
 * Building on TreeItemLabel keeps its styles and filters out the props the tree adds for it.
 */
function TeamLabel({ hiring, children, ...other }: TeamLabelProps) {
  return (
    <TreeItemLabel {...other} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <span>{children}</span>
      {hiring ? (
        <Box
          component="span"
          sx={{ px: 0.75, borderRadius: 1, fontSize: 12, bgcolor: 'success.main', color: 'success.contrastText' }}
        >
          hiring
        </Box>
      ) : null}
    </TreeItemLabel>
  );
}

const TeamItem = React.forwardRef(function TeamItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const team = useTreeItemModel<Team>(props.itemId);
  // A typed variable (rather than an inline object) lets the extra `hiring` prop through to the slot.
  const labelProps: TeamLabelProps = { hiring: team?.status === 'hiring' };
  return <TreeItem {...props} ref={ref} slots={{ label: TeamLabel }} slotProps={{ label: labelProps }} />;
});

export default function ItemCustomLabelSlot() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <RichTreeView
        items={teams}
        defaultExpandedItems={['engineering']}
        slots={{ item: TeamItem }}
        aria-label="Teams"
      />
    </Box>
  );
}
