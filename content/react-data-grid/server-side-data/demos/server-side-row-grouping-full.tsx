import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { movieDataset } from '../../../demo-data/movie-columns';
import { movieRows } from '../../../demo-data/movie-rows';
import { createServerDataSource, serverAggregationFunctions } from '../../../demo-data/server-data-source';

const columns = movieDataset.createColumns();
const server = createFakeGridServer({ rows: movieRows, columns, latency: 500 });
// Groups, group counts and totals are all computed by the server.
const dataSource = createServerDataSource(server);

export default function ServerSideRowGroupingFull() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        label="Films grouped on the server"
        showToolbar
        pagination
        pageSizeOptions={[5, 10, 25]}
        initialState={{
          rowGrouping: { model: ['studio', 'genre'] },
          aggregation: { model: { budget: 'sum', gross: 'sum', rating: 'avg' } },
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
          columns: { columnVisibilityModel: { studio: false, genre: false } },
        }}
      />
    </Box>
  );
}
