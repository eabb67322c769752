import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { commodityDataset } from '../../../demo-data/commodity-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { createServerDataSource, serverAggregationFunctions } from '../../../demo-data/server-data-source';

const { rows, columns } = createDemoData({ dataset: commodityDataset, rowCount: 4000, maxColumns: 8, seed: 6 });
const server = createFakeGridServer({ rows, columns, latency: 500 });
const dataSource = createServerDataSource(server);

export default function ServerSideAggregationLazyLoading() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        lazyLoading
        label="4,000 trades loaded on scroll, totals over all of them"
        initialState={{
          // The footer sums every row on the server, including the rows not loaded yet.
          aggregation: { model: { quantity: 'sum', unitPrice: 'avg', totalPrice: 'sum' } },
        }}
      />
    </Box>
  );
}
