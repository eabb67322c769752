import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { richOrgChart, type RichEmployee } from '../../../demo-data/rich-org-chart';

const getItemId = (person: RichEmployee) => person.employeeId;
const getItemLabel = (person: RichEmployee) => person.name;
const getItemChildren = (person: RichEmployee) => person.reports;

export default function RichSelectionCheckboxSingle() {
  const [reviewer, setReviewer] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        Reviewer: {reviewer ?? 'pick one person'}
      </Typography>
      {/* No multiSelect: ticking a second box unticks the first one. */}
      <RichTreeView
        items={richOrgChart}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        checkboxSelection
        selectedItems={reviewer}
        onSelectedItemsChange={(_event, itemId) => setReviewer(itemId)}
        defaultExpandedItems={['e-100', 'e-110', 'e-130']}
        aria-label="Pick one reviewer"
      />
    </Box>
  );
}
