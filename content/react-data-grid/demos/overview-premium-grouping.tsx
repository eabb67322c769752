import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrderRows, type OrderRow } from '../../demo-data/grid-rows';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'quantity', headerName: 'Units sold', type: 'number', width: 120 },
];

export default function OverviewPremiumGrouping() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        label="Units sold by category"
        disableRowSelectionOnClick
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { quantity: 'sum' } },
          // The grouping column already shows the category, so the original column is hidden.
          columns: { columnVisibilityModel: { category: false } },
        }}
      />
    </Box>
  );
}
