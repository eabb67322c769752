import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { RequestLog, useRequestLog } from '../request-log';

const { rows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 300, maxColumns: 5, seed: 8 });
const server = createFakeGridServer({ rows, columns, latency: 500 });

export default function ServerSideDataNoCache() {
  const { dataSource, entries } = useRequestLog(server.dataSource);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          // `null` turns the cache off: every page change asks the server again.
          dataSourceCache={null}
          label="Employees fetched on every page change"
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
