import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridPivotModel } from '@mui/x-data-grid-premium';
import { teaSaleColumns, teaSales } from '../../demo-data/tea-sales';

// Each shop becomes a column group holding the revenue sold there. Tick Quarter to split the shops.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'tea' }],
  columns: [{ field: 'shop' }, { field: 'quarter', hidden: true }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function PivotingExplainedColumns() {
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
        label="Revenue per tea and shop"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
