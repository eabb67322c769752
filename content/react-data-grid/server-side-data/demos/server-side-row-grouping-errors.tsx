import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridGetRowsError, useGridApiRef } from '@mui/x-data-grid-premium';
import { createDemoData } from '../../../demo-data/demo-dataset';
import { employeeDataset } from '../../../demo-data/employee-columns';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { createServerDataSource } from '../../../demo-data/server-data-source';

const { rows, columns } = createDemoData({ dataset: employeeDataset, rowCount: 300, maxColumns: 6, seed: 90 });
const server = createFakeGridServer({ rows, columns, latency: 400 });
const dataSource = createServerDataSource(server);

export default function ServerSideRowGroupingErrors() {
  const apiRef = useGridApiRef();
  const [down, setDown] = React.useState(false);
  const [notice, setNotice] = React.useState<string | null>(null);

  const handleDownChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    server.setDown(event.target.checked);
    setDown(event.target.checked);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel control={<Switch checked={down} onChange={handleDownChange} />} label="Server unreachable" />
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.dataSource.fetchRows()}>
          Reload the groups
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          label="Employees by department, from a server that can fail"
          initialState={{ rowGrouping: { model: ['department'] } }}
          onDataSourceError={(error) => {
            if (!(error instanceof GridGetRowsError)) return;
            const { groupKeys = [] } = error.params as { groupKeys?: string[] };
            setNotice(
              groupKeys.length > 0 ? `The ${groupKeys.join(' › ')} group did not load` : 'The groups did not load',
            );
          }}
        />
      </Box>
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)}>
        <Alert severity="error" variant="filled" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
