import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ApiObjectRef() {
  // Created outside the grid and passed to its apiRef prop; filled in during the grid's first render.
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Nothing selected yet.');
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 5 });

  // Only used in event handlers, never during render: by then every method is registered.
  const selectRemote = () => {
    const remoteIds = rows.filter((row) => row.remote).map((row) => row.id);
    apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set(remoteIds) });
  };

  const describeSelection = () => {
    const selected = apiRef.current?.getSelectedRows().size ?? 0;
    setSummary(`${selected} of ${apiRef.current?.getRowsCount() ?? 0} employees selected.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={selectRemote}>
          Select remote workers
        </Button>
        <Button size="small" variant="outlined" onClick={describeSelection}>
          Count selection
        </Button>
        <Typography variant="body2" role="status">
          {summary}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} label="Employees" checkboxSelection />
      </Box>
    </Box>
  );
}
