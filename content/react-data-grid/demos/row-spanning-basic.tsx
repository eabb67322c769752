import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// One row per order line: the order's own fields repeat on each of its lines.
type OrderLine = { id: number; order: string; customer: string; placed: string; item: string; quantity: number };

const lines: OrderLine[] = [
  { id: 1, order: 'SO-1041', customer: 'Bakery Lund', placed: '3 March', item: 'Flour, 25 kg', quantity: 4 },
  { id: 2, order: 'SO-1041', customer: 'Bakery Lund', placed: '3 March', item: 'Rye, 10 kg', quantity: 2 },
  { id: 3, order: 'SO-1041', customer: 'Bakery Lund', placed: '3 March', item: 'Yeast, 500 g', quantity: 2 },
  { id: 4, order: 'SO-1042', customer: 'Café Orla', placed: '3 March', item: 'Oat milk, 12 l', quantity: 3 },
  { id: 5, order: 'SO-1042', customer: 'Café Orla', placed: '3 March', item: 'Espresso beans, 1 kg', quantity: 3 },
  { id: 6, order: 'SO-1043', customer: 'Bakery Lund', placed: '4 March', item: 'Butter, 5 kg', quantity: 1 },
  { id: 7, order: 'SO-1044', customer: 'Deli Marin', placed: '4 March', item: 'Olive oil, 5 l', quantity: 2 },
  { id: 8, order: 'SO-1044', customer: 'Deli Marin', placed: '4 March', item: 'Sea salt, 1 kg', quantity: 2 },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 130 },
  { field: 'placed', headerName: 'Placed', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  // Equal quantities on consecutive lines are a coincidence, not shared data: never merge them.
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, rowSpanValueGetter: () => null },
];

export default function RowSpanningBasic() {
  const [spanning, setSpanning] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={spanning} onChange={(event) => setSpanning(event.target.checked)} />}
        label="Merge repeated values"
      />
      <Box sx={{ height: 470 }}>
        <DataGrid
          rows={lines}
          columns={columns}
          rowSpanning={spanning}
          showCellVerticalBorder
          disableRowSelectionOnClick
          label="Order lines"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
