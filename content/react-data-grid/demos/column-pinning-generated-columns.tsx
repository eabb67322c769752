import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GRID_REORDER_COL_DEF,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { createOrderRows, type OrderRow } from '../../demo-data/grid-rows';

const rows = createOrderRows(25, 4);

const columns: GridColDef<OrderRow>[] = [
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 220 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 140 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function ColumnPinningGeneratedColumns() {
  return (
    <Box sx={{ height: 400, width: '100%', maxWidth: 640 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        rowReordering
        // The grid adds the drag handle and checkbox columns itself; pin them by their fields.
        initialState={{
          pinnedColumns: { left: [GRID_REORDER_COL_DEF.field, GRID_CHECKBOX_SELECTION_COL_DEF.field, 'customer'] },
        }}
        label="Orders with pinned handle and checkboxes"
      />
    </Box>
  );
}
