import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrderRows, type OrderRow } from '../../demo-data/grid-rows';

const rows = createOrderRows(30, 11);

const columns: GridColDef<OrderRow>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

/**
 * Keeps the built-in toolbar and only configures it: `showToolbar` turns it on,
 * `slotProps.toolbar` reaches the props of the component sitting in the `toolbar` slot.
 */
export default function SlotsGridToolbarProps() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        density="compact"
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'orders-march', delimiter: ';' },
            printOptions: { disableToolbarButton: true },
            quickFilterProps: { debounceMs: 300 },
          },
        }}
      />
    </Box>
  );
}
