import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createOrderRows, type OrderRow } from '../../demo-data/grid-rows';

const rows = createOrderRows(30, 12);

const columns: GridColDef<OrderRow>[] = [
  // The order number anchors each line: it stays in first place.
  { field: 'id', headerName: 'Order', type: 'number', width: 90, disableReorder: true },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ColumnOrderingDisabled() {
  const [lockAll, setLockAll] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={lockAll} onChange={(event) => setLockAll(event.target.checked)} />}
        label="Lock the order of every column"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          disableColumnReorder={lockAll}
          label="Orders with a fixed first column"
        />
      </Box>
    </Stack>
  );
}
