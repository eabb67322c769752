import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { createCommodityColumns } from '../../demo-data/commodity-columns';
import { createCommodityRows, type CommodityRow } from '../../demo-data/commodity-rows';

const rows = createCommodityRows(300);
// The row actions (edit, delete) have no data to pivot.
const columns: GridColDef<CommodityRow>[] = createCommodityColumns().filter((column) => column.type !== 'actions');

const pivotModel: GridPivotModel = {
  rows: [{ field: 'commodity' }],
  columns: [{ field: 'side' }],
  values: [
    { field: 'quantity', aggFunc: 'sum' },
    { field: 'unitPrice', aggFunc: 'avg' },
  ],
};

export default function PivotingInitialState() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        // Opens pivoted; the pivot button in the toolbar shows the panel, where the reader takes over.
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        columnGroupHeaderHeight={36}
        label="Trades pivoted by commodity and side"
      />
    </Box>
  );
}
