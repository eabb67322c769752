import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridColDef, type GridInitialState } from '@mui/x-data-grid-premium';
import { createCommodityColumns } from '../../demo-data/commodity-columns';
import { createCommodityRows, type CommodityRow } from '../../demo-data/commodity-rows';

const rows = createCommodityRows(2000);
const columns: GridColDef<CommodityRow>[] = createCommodityColumns()
  .filter((column) => column.type !== 'actions')
  // A trade id is unique: it would only make one group per row.
  .map((column) => (column.field === 'tradeId' ? { ...column, pivotable: false } : column));

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'exchange' }, { field: 'commodity' }],
      columns: [{ field: 'status' }],
      values: [
        { field: 'totalPrice', aggFunc: 'sum' },
        { field: 'filledRatio', aggFunc: 'avg', hidden: true },
        { field: 'counterpartyRating', aggFunc: 'min', hidden: true },
      ],
    },
  },
  sidebar: { open: true, value: GridSidebarValue.Pivot },
};

export default function PivotingCommodities() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        showToolbar
        columnGroupHeaderHeight={36}
        label="Two thousand commodity trades, pivoted"
      />
    </Box>
  );
}
