import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, GridDataSourceCacheDefault } from '@mui/x-data-grid';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { RequestLog, useRequestLog } from '../request-log';

const { rows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 300, maxColumns: 5, seed: 4 });
const server = createFakeGridServer({ rows, columns, latency: 500 });

// Answers stay fresh for 15 seconds instead of the default 5 minutes.
const shortLivedCache = new GridDataSourceCacheDefault({ ttl: 15_000 });

export default function ServerSideDataCacheTtl() {
  const { dataSource, entries } = useRequestLog(server.dataSource);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={shortLivedCache}
          label="Employees cached for 15 seconds"
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
