import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { richOrgChart, type RichEmployee } from '../../../demo-data/rich-org-chart';

// The data keeps its own field names: the three getters tell the tree where to look.
const getItemId = (person: RichEmployee) => person.employeeId;
const getItemLabel = (person: RichEmployee) => `${person.name} (${person.role})`;
const getItemChildren = (person: RichEmployee) => person.reports;

export default function RichItemsCustomShape() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <RichTreeView
        items={richOrgChart}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['e-100', 'e-110']}
        aria-label="Organisation chart"
      />
    </Box>
  );
}
