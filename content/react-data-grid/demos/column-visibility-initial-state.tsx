import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnVisibilityInitialState() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 20, maxColumns: 9 });

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Commodity trades"
        showToolbar
        initialState={{
          // Hidden at first; the reader can show them again from the Columns panel.
          columns: { columnVisibilityModel: { tradeId: false, side: false, unit: false } },
        }}
      />
    </Box>
  );
}
