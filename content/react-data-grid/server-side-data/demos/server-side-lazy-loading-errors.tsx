import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GRID_ROOT_GROUP_ID,
  GridGetRowsError,
  useGridApiRef,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';

const { rows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 2000, maxColumns: 6, seed: 55 });
const server = createFakeGridServer({ rows, columns, latency: 500 });

export default function ServerSideLazyLoadingErrors() {
  const apiRef = useGridApiRef();
  const [down, setDown] = React.useState(false);
  // The requests that failed, kept to send them again as they were.
  const [failed, setFailed] = React.useState<GridGetRowsParams[]>([]);

  const handleDownChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    server.setDown(event.target.checked);
    setDown(event.target.checked);
  };

  const retry = () => {
    for (const params of failed) apiRef.current?.dataSource.fetchRows(GRID_ROOT_GROUP_ID, params);
    setFailed([]);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel control={<Switch checked={down} onChange={handleDownChange} />} label="Server unreachable" />
      {failed.length > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {failed.length} {failed.length === 1 ? 'block' : 'blocks'} of rows could not be loaded (first: rows{' '}
          {Number(failed[0]!.start) + 1}–{failed[0]!.end + 1}).
        </Alert>
      )}
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={server.dataSource}
          lazyLoading
          label="Employees loaded while scrolling, from a server that can fail"
          onDataSourceError={(error) => {
            if (error instanceof GridGetRowsError) setFailed((previous) => [...previous, error.params]);
          }}
        />
      </Box>
    </Stack>
  );
}
