import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridGetRowsError, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { createFakeGridServer } from '../../../demo-data/fake-grid-server';
import { createFileTreeRows, type FileTreeRow } from '../../../demo-data/file-tree-rows';
import { createServerDataSource, type ServerGetRowsParams } from '../../../demo-data/server-data-source';

const columns: GridColDef<FileTreeRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 100 },
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110 },
];
const server = createFakeGridServer({ rows: createFileTreeRows({ seed: 5 }), columns, latency: 400 });
const dataSource = createServerDataSource(server, { getTreeDataPath: (row) => row.path });

export default function ServerSideTreeDataErrors() {
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
          Reload the top level
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          treeData
          groupingColDef={{ headerName: 'Name', width: 280 }}
          label="Project files from a server that can fail"
          onDataSourceError={(error) => {
            if (!(error instanceof GridGetRowsError)) return;
            // `groupKeys` says which folder failed; it is empty for the top level.
            const { groupKeys = [] } = error.params as ServerGetRowsParams;
            setNotice(groupKeys.length > 0 ? `Could not open ${groupKeys.join('/')}` : 'Could not load the top level');
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
