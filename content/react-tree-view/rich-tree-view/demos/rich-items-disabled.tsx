import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { richOrgChart, type RichEmployee } from '../../../demo-data/rich-org-chart';

const getItemId = (person: RichEmployee) => person.employeeId;
const getItemLabel = (person: RichEmployee) => (person.away ? `${person.name} (away)` : person.name);
const getItemChildren = (person: RichEmployee) => person.reports;
const isItemDisabled = (person: RichEmployee) => Boolean(person.away);

export default function RichItemsDisabled() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minWidth: 280 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <Box sx={{ minHeight: 280 }}>
        <RichTreeView
          items={richOrgChart}
          getItemId={getItemId}
          getItemLabel={getItemLabel}
          getItemChildren={getItemChildren}
          isItemDisabled={isItemDisabled}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['e-100', 'e-110']}
          aria-label="Organisation chart with people away"
        />
      </Box>
    </Box>
  );
}
