import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';

const { rows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 120, maxColumns: 6, seed: 77 });
const server = createFakeGridServer({ rows, columns, latency: 600 });

export default function ServerSideLazyLoadingInfinite() {
  const [loaded, setLoaded] = React.useState(0);

  // This API cannot count its rows: the answer carries rows only, so the grid loads more at the bottom.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end, sortModel, filterModel }) => {
        const page = await server.getRows({ start: Number(start), end: end + 1, sortModel, filterModel });
        setLoaded((count) => (Number(start) === 0 ? page.rows.length : count + page.rows.length));
        return { rows: page.rows };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {loaded} rows received so far
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          // Start the next request when the last row is within 120 px of the viewport's bottom.
          scrollEndThreshold={120}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 15 } } }}
          label="Employees loaded 15 at a time"
        />
      </Box>
    </Stack>
  );
}
