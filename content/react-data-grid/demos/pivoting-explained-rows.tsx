import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridPivotModel } from '@mui/x-data-grid-premium';
import { teaSaleColumns, teaSales } from '../../demo-data/tea-sales';

// One row per tea. The pack field is in the model but unchecked (hidden): tick it to split each tea.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'tea' }, { field: 'pack', hidden: true }],
  columns: [],
  values: [],
};

export default function PivotingExplainedRows() {
  const [pivotActive, setPivotActive] = React.useState(true);

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={teaSales}
        columns={teaSaleColumns}
        pivotActive={pivotActive}
        onPivotActiveChange={setPivotActive}
        initialState={{
          pivoting: { model: pivotModel },
          // Open the pivot panel at once, so the model behind the table is in view.
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
        label="Tea sales pivoted by tea"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
