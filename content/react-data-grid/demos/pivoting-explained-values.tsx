import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridPivotModel } from '@mui/x-data-grid-premium';
import { teaSaleColumns, teaSales } from '../../demo-data/tea-sales';

// One row per tea, and the sum of its revenue. Units waits unchecked in Values.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'tea' }],
  columns: [],
  values: [
    { field: 'revenue', aggFunc: 'sum' },
    { field: 'units', aggFunc: 'sum', hidden: true },
  ],
};

export default function PivotingExplainedValues() {
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
        label="Revenue per tea"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
