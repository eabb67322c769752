import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useApplyPropagationToSelectedItemsOnMount } from '@mui/x-tree-view/hooks';
import { richOrgChart, type RichEmployee } from '../../../demo-data/rich-org-chart';

const getItemId = (person: RichEmployee) => person.employeeId;
const getItemLabel = (person: RichEmployee) => person.name;
const getItemChildren = (person: RichEmployee) => person.reports;
const propagation = { descendants: true, parents: true };
// Lucas Meyer (e-110) was invited, and so were all three of his reports, one by one.
const invited = ['e-110'];
const expanded = ['e-100', 'e-110', 'e-120'];

export default function RichSelectionMount() {
  const completed = useApplyPropagationToSelectedItemsOnMount({
    items: richOrgChart,
    getItemId,
    getItemChildren,
    selectionPropagation: propagation,
    selectedItems: invited,
  });

  const tree = (selected: string[], label: string) => (
    <RichTreeView
      items={richOrgChart}
      getItemId={getItemId}
      getItemLabel={getItemLabel}
      getItemChildren={getItemChildren}
      multiSelect
      checkboxSelection
      selectionPropagation={propagation}
      defaultSelectedItems={selected}
      defaultExpandedItems={expanded}
      aria-label={label}
    />
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ minWidth: 260 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="p">
          Raw ids: {invited.join(', ')}
        </Typography>
        {tree(invited, 'Invitations without propagation on mount')}
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="p">
          After the hook: {completed.join(', ')}
        </Typography>
        {tree(completed, 'Invitations with propagation applied on mount')}
      </Box>
    </Stack>
  );
}
