import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { createServerDataSource } from '../../../demo-data/server-data-source';
import { RequestLog, useRequestLog } from '../request-log';

const { rows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 600, maxColumns: 6, seed: 64 });
const server = createFakeGridServer({ rows, columns, latency: 500 });
const employeesSource = createServerDataSource(server);

export default function ServerSideRowGroupingBasic() {
  const { dataSource, entries } = useRequestLog(employeesSource);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          label="Employees grouped by department and level on the server"
          initialState={{ rowGrouping: { model: ['department', 'level'] } }}
        />
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
