import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridGetRowsError, useGridApiRef, type GridUpdateRowError } from '@mui/x-data-grid';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';

const { rows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 250, maxColumns: 6, seed: 30 });
const server = createFakeGridServer({ rows, columns, latency: 450 });

export default function ServerSideDataErrors() {
  const apiRef = useGridApiRef();
  const [down, setDown] = React.useState(false);
  const [loadError, setLoadError] = React.useState<string | null>(null);
  const [toast, setToast] = React.useState<string | null>(null);

  const handleDownChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    server.setDown(event.target.checked);
    setDown(event.target.checked);
  };

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    if (error instanceof GridGetRowsError) {
      const first = Number(error.params.start) + 1;
      setLoadError(`Rows ${first} to ${error.params.end + 1} could not be loaded.`);
      setToast(error.cause?.message ?? error.message);
    }
  };

  const retry = () => {
    setLoadError(null);
    // Asks for the current page again, with the current sort and filter.
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel control={<Switch checked={down} onChange={handleDownChange} />} label="Server unreachable" />
      {loadError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try again
            </Button>
          }
        >
          {loadError}
        </Alert>
      )}
      <Box sx={{ height: 370 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={server.dataSource}
          // Without a cache, a page already seen is fetched again, so the failure is easy to trigger.
          dataSourceCache={null}
          onDataSourceError={handleError}
          label="Employees from a server that can fail"
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
      <Snackbar open={toast !== null} autoHideDuration={5000} onClose={() => setToast(null)}>
        <Alert severity="error" variant="filled" onClose={() => setToast(null)}>
          {toast}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
