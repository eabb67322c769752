import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridSidebarValue,
  type DataGridPremiumProps,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createCommodityColumns } from '../../demo-data/commodity-columns';
import { createCommodityRows, type CommodityRow } from '../../demo-data/commodity-rows';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short' });

/**
 * Replaces the default year and quarter with a month and a half-year for each date column. The
 * month's value is its number, so the groups sort January to December; the formatter names it.
 */
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (column) => {
  if (column.type !== 'date') return undefined;
  const field = column.field;
  const dateOf = (row: CommodityRow) => row[field as keyof CommodityRow] as Date;
  return [
    {
      field: `${field}-month`,
      headerName: `${column.headerName} (month)`,
      type: 'number',
      valueGetter: (_value, row: CommodityRow) => dateOf(row).getMonth(),
      valueFormatter: (month: number) => monthName.format(new Date(2024, month, 1)),
    },
    {
      field: `${field}-half`,
      headerName: `${column.headerName} (half-year)`,
      valueGetter: (_value, row: CommodityRow) => (dateOf(row).getMonth() < 6 ? 'H1' : 'H2'),
    },
  ];
};

const rows = createCommodityRows(400);
const shownFields = ['commodity', 'side', 'quantity', 'totalPrice', 'tradeDate', 'maturityDate'];
const columns: GridColDef<CommodityRow>[] = createCommodityColumns().filter((column) =>
  shownFields.includes(column.field),
);

const pivotModel: GridPivotModel = {
  rows: [{ field: 'commodity' }],
  columns: [
    { field: 'tradeDate-half', sort: 'asc' },
    { field: 'tradeDate-month', sort: 'asc' },
  ],
  values: [{ field: 'quantity', aggFunc: 'sum' }],
};

export default function PivotingCustomDerived() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{
          pivoting: { model: pivotModel, enabled: true },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        showToolbar
        columnGroupHeaderHeight={36}
        label="Quantity traded by commodity and month"
      />
    </Box>
  );
}
