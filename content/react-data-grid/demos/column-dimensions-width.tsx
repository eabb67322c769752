import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'TEA-014', product: 'Smoked lapsang, loose leaf, 250 g tin', stock: 42 },
  { id: 2, sku: 'TEA-022', product: 'Genmaicha with matcha, 20 bags', stock: 7 },
  { id: 3, sku: 'ACC-003', product: 'Cast-iron teapot, 0.9 l', stock: 15 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU' }, // no width: 100 px
  { field: 'product', headerName: 'Product', width: 300 },
  // Drag the right edge of this header to the left: it stops at 120 px.
  { field: 'stock', headerName: 'In stock (min 120 px)', type: 'number', width: 180, minWidth: 120 },
];

export default function ColumnDimensionsWidth() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Tea shop stock" hideFooter />
    </Box>
  );
}
