import Box from '@mui/material/Box';
import { DataGridPremium, type GridAggregationFunctionDataSource } from '@mui/x-data-grid-premium';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { createServerDataSource } from '../../../demo-data/server-data-source';

const { rows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 1000, maxColumns: 9, seed: 17 });
const server = createFakeGridServer({ rows, columns, latency: 500 });
const dataSource = createServerDataSource(server);

// What the server can compute: names it understands, with a label and the column types they suit.
// No `apply`: the values arrive already computed.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { label: 'total', columnTypes: ['number'] },
  avg: { label: 'average', columnTypes: ['number'] },
  max: { label: 'highest', columnTypes: ['number', 'date'] },
  size: { label: 'count' },
};

export default function ServerSideAggregationBasic() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        label="Employees with totals computed by the server"
        showToolbar
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{
          aggregation: { model: { salary: 'sum', performance: 'avg', hireDate: 'max' } },
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
        }}
      />
    </Box>
  );
}
