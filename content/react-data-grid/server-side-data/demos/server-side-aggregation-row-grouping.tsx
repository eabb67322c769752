import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { createServerDataSource, serverAggregationFunctions } from '../../../demo-data/server-data-source';

const { rows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 800, maxColumns: 7, seed: 41 });
const server = createFakeGridServer({ rows, columns, latency: 400 });
// Group rows arrive with their totals in the fields they total; `getAggregatedValue` reads them there.
const dataSource = createServerDataSource(server);

export default function ServerSideAggregationRowGrouping() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        label="Salary totals per department and level"
        initialState={{
          rowGrouping: { model: ['department', 'level'] },
          aggregation: { model: { salary: 'sum', performance: 'avg', name: 'size' } },
        }}
      />
    </Box>
  );
}
