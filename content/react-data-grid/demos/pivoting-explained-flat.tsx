import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridPivotModel } from '@mui/x-data-grid-premium';
import { teaSaleColumns, teaSales } from '../../demo-data/tea-sales';

// Nothing is pivoted yet: drag fields into Rows, Columns and Values, then turn Pivot on.
const pivotModel: GridPivotModel = { rows: [], columns: [], values: [] };

export default function PivotingExplainedFlat() {
  const [pivotActive, setPivotActive] = React.useState(false);

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
        label="Tea sales ledger, not pivoted"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
