import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { richOrgChart, type RichEmployee } from '../../../demo-data/rich-org-chart';

const getItemId = (person: RichEmployee) => person.employeeId;
const getItemLabel = (person: RichEmployee) => `${person.name} (${person.role})`;
const getItemChildren = (person: RichEmployee) => person.reports;

export default function RichOrderingSameParent() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <RichTreeViewPro
        items={richOrgChart}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['e-100', 'e-110', 'e-130']}
        itemsReordering
        // People change their place in the list, never their manager.
        canMoveItemToNewPosition={({ oldPosition, newPosition }) => oldPosition.parentId === newPosition.parentId}
        aria-label="Organisation chart: reorder within a team"
      />
    </Box>
  );
}
