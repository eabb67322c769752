import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { RequestLog, useRequestLog } from '../request-log';

const { rows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 5000, maxColumns: 7 });
// Every answer includes `rowCount` (5,000), so the grid knows the full height from the start.
const server = createFakeGridServer({ rows, columns, latency: 700 });

export default function ServerSideLazyLoadingViewport() {
  const { dataSource, entries } = useRequestLog(server.dataSource);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          label="5,000 employees loaded as they scroll into view"
          showToolbar
        />
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
