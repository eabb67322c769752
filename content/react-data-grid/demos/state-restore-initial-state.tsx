import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function StateRestoreInitialState() {
  const sourceRef = useGridApiRef();
  const [copy, setCopy] = React.useState<{ key: number; state?: GridInitialState }>({ key: 0 });
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 5 });

  // A new key remounts the second grid, which then reads the exported state as its initialState.
  const recreate = () => setCopy({ key: copy.key + 1, state: sourceRef.current?.exportState() });

  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        Source grid: sort, filter, hide or resize columns here
      </Typography>
      <Box sx={{ height: 260 }}>
        <DataGrid apiRef={sourceRef} rows={rows} columns={columns} loading={loading} label="Source grid" showToolbar />
      </Box>
      <Box>
        <Button size="small" variant="contained" onClick={recreate}>
          Recreate the copy
        </Button>
      </Box>
      <Typography variant="subtitle2" component="h3">
        Copy, mounted with the exported state
      </Typography>
      <Box sx={{ height: 260 }}>
        <DataGrid
          key={copy.key}
          rows={rows}
          columns={columns}
          loading={loading}
          label="Copy grid"
          initialState={copy.state}
        />
      </Box>
    </Box>
  );
}
