import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { commodityDataset } from '../../demo-data/commodity-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function PaginationInitialModel() {
  const { rows, columns, loading } = useDemoData({ dataset: commodityDataset, rowCount: 90, maxColumns: 6 });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        label="Trades, opened on the third page"
        pageSizeOptions={[15, 30, 45]}
        // Read once: the grid opens on page 3 (index 2) of 15 rows, then the reader takes over.
        initialState={{ pagination: { paginationModel: { page: 2, pageSize: 15 } } }}
      />
    </Box>
  );
}
