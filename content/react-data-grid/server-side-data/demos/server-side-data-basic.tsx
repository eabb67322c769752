import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { RequestLog, useRequestLog } from '../request-log';

const { rows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 800, maxColumns: 7 });
// 800 employees behind a pretend API that answers after 600 ms.
const server = createFakeGridServer({ rows, columns, latency: 600 });

export default function ServerSideDataBasic() {
  // Only for the demo: list what reaches the server. In an app, pass your data source as it is.
  const { dataSource, entries } = useRequestLog(server.dataSource);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          label="Employees served page by page"
          showToolbar
          pagination
          pageSizeOptions={[10, 20, 50]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
      <RequestLog entries={entries} />
    </Stack>
  );
}
