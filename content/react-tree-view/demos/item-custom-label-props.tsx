import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { richOrgChart, type RichEmployee } from '../../demo-data/rich-org-chart';

const getItemId = (person: RichEmployee) => person.employeeId;
const getItemLabel = (person: RichEmployee) => person.name;
const getItemChildren = (person: RichEmployee) => person.reports;

/** The label keeps its component; its props add a role under the name and dim people who are away. */
const PersonItem = React.forwardRef(function PersonItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const person = useTreeItemModel<RichEmployee>(props.itemId);
  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        label: {
          'data-role': person?.role,
          style: { opacity: person?.away ? 0.6 : 1 },
        } as React.HTMLAttributes<HTMLDivElement>,
      }}
    />
  );
});

export default function ItemCustomLabelProps() {
  return (
    <Box
      sx={{
        minHeight: 360,
        minWidth: 260,
        // The role is drawn from the attribute the slot props added.
        '& [data-role]::after': { content: 'attr(data-role)', display: 'block', fontSize: 12, color: 'text.secondary' },
      }}
    >
      <RichTreeView
        items={richOrgChart}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        slots={{ item: PersonItem }}
        defaultExpandedItems={['e-100', 'e-110']}
        aria-label="Organisation chart with roles"
      />
    </Box>
  );
}
