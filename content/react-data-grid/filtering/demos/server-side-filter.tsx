import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import type { EmployeeRow } from '../../../demo-data/employee-rows';

const { rows: allRows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 500, maxColumns: 6 });
// A pretend API over 500 employees: 500 ms a request, and it can be told to fail.
const server = createFakeGridServer({ rows: allRows, columns, latency: 500 });

export default function ServerSideFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [rows, setRows] = React.useState<EmployeeRow[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    server
      .getPage({ filterModel, page: 0, pageSize: 25 })
      .then((page) => {
        if (!current) return; // an answer for an older filter
        setRows(page.rows);
        setRowCount(page.rowCount);
      })
      .catch((reason: Error) => current && setError(reason.message))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [filterModel, attempt]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button size="small" variant="outlined" onClick={() => server.failNext()}>
          Fail the next request
        </Button>
        <Box
          component="span"
          role="status"
          sx={{ typography: 'body2', color: error ? 'error.main' : 'text.secondary' }}
        >
          {error ?? `${rowCount} matching employees on the server, first ${rows.length} shown`}
        </Box>
        {error && (
          <Button size="small" onClick={() => setAttempt((count) => count + 1)}>
            Retry
          </Button>
        )}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees, filtered by the server"
          showToolbar
          hideFooter
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
