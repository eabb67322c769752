import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrderRows, orderStatuses, productCategories, type OrderRow } from '../../demo-data/grid-rows';

const rows = createOrderRows(40);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<OrderRow>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: [...productCategories], width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...orderStatuses], width: 120 },
];

export default function OverviewOrders() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Orders"
        showToolbar
        disableRowSelectionOnClick
        pageSizeOptions={[10, 25, 50]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10 } },
          sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
          filter: { filterModel: { items: [{ field: 'status', operator: 'not', value: 'Returned' }] } },
        }}
      />
    </Box>
  );
}
