import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { movieDataset } from '../../../demo-data/movie-columns';
import { movieRows } from '../../../demo-data/movie-rows';
import { createServerDataSource } from '../../../demo-data/server-data-source';

const columns = movieDataset.createColumns();
const server = createFakeGridServer({ rows: movieRows, columns, latency: 300 });
const dataSource = createServerDataSource(server);

export default function ServerSideRowGroupingExpansion() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        label="Films by genre and certificate, first level open"
        // Genres open as soon as they arrive; their certificate groups stay closed.
        defaultGroupingExpansionDepth={1}
        initialState={{ rowGrouping: { model: ['genre', 'certificate'] } }}
      />
    </Box>
  );
}
