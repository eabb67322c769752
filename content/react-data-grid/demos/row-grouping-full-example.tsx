import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden } from '@mui/x-data-grid-premium';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function RowGroupingFullExample() {
  // 2,000 seeded commodity trades.
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 2000 });
  const apiRef = useGridApiRef();

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['commodity', 'status'] },
      aggregation: { model: { quantity: 'sum', totalPrice: 'sum' } },
    },
  });

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        loading={loading}
        initialState={initialState}
        groupingColDef={{ width: 240 }}
        checkboxSelection
        disableRowSelectionOnClick
        showToolbar
        label="Commodity trades by commodity and status"
      />
    </Box>
  );
}
