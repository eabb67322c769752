import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { createCommodityColumns } from '../../demo-data/commodity-columns';
import { createCommodityRows, type CommodityRow } from '../../demo-data/commodity-rows';

const rows = createCommodityRows(400);
const shownFields = ['commodity', 'trader', 'side', 'quantity', 'totalPrice', 'tradeDate'];
const columns: GridColDef<CommodityRow>[] = createCommodityColumns().filter((column) =>
  shownFields.includes(column.field),
);

// `tradeDate-quarter` is not a column of ours: the grid derives it from the date column in pivot mode.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'commodity' }],
  columns: [{ field: 'tradeDate-quarter', sort: 'asc' }],
  values: [{ field: 'totalPrice', aggFunc: 'sum' }],
};

export default function PivotingDerivedDates() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          pivoting: { model: pivotModel, enabled: true },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        showToolbar
        columnGroupHeaderHeight={36}
        label="Trade value by commodity and quarter"
      />
    </Box>
  );
}
