import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridPivotModel } from '@mui/x-data-grid-premium';
import { teaSaleColumns, teaSales } from '../../demo-data/tea-sales';

// Teas and packs down the side, shops and quarters across the top, two figures in each cell group.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'tea' }, { field: 'pack' }],
  columns: [{ field: 'shop' }, { field: 'quarter', sort: 'asc' }],
  values: [
    { field: 'revenue', aggFunc: 'sum' },
    { field: 'units', aggFunc: 'sum' },
  ],
};

export default function PivotingExplainedFull() {
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
        label="Tea sales by tea, pack, shop and quarter"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
