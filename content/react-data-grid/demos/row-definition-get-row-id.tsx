import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

// Warehouse stock lines come keyed by their stock-keeping unit, not by `id`.
type StockLine = { sku: string; item: string; shelf: string; onHand: number };

const stock: StockLine[] = [
  { sku: 'TL-0042', item: 'Claw hammer', shelf: 'A3', onHand: 18 },
  { sku: 'TL-0107', item: 'Spirit level, 60 cm', shelf: 'A5', onHand: 7 },
  { sku: 'FS-2210', item: 'Wood screws, box of 200', shelf: 'C1', onHand: 64 },
  { sku: 'PT-0913', item: 'Primer, 2.5 l', shelf: 'D2', onHand: 11 },
  { sku: 'EL-5501', item: 'Extension reel, 25 m', shelf: 'B4', onHand: 3 },
];

// The SKU is not shown as a column: the grid reads the identifier from the row object itself.
const columns: GridColDef<StockLine>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'shelf', headerName: 'Shelf', width: 90 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
];

// Declared outside the component: a stable function reference avoids recomputing the rows.
const getRowId: GridRowIdGetter<StockLine> = (row) => row.sku;

export default function RowDefinitionGetRowId() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={stock}
        columns={columns}
        getRowId={getRowId}
        label="Warehouse stock"
        checkboxSelection
        hideFooter
      />
    </Box>
  );
}
