import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

type SavedView = { name: string; state: GridInitialState };

export default function StateRestoreApiRef() {
  const apiRef = useGridApiRef();
  const [views, setViews] = React.useState<SavedView[]>([]);
  const [current, setCurrent] = React.useState('');
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 50, maxColumns: 6 });

  const saveView = () => {
    if (!apiRef.current) {
      return;
    }
    const name = `View ${views.length + 1}`;
    setViews([...views, { name, state: apiRef.current.exportState() }]);
    setCurrent(name);
  };

  // restoreState applies a saved snapshot to the mounted grid, without remounting it.
  const applyView = (name: string) => {
    const view = views.find((candidate) => candidate.name === name);
    if (view) {
      apiRef.current?.restoreState(view.state);
      setCurrent(name);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={saveView}>
          Save current view
        </Button>
        <TextField
          select
          size="small"
          label="Saved views"
          value={current}
          onChange={(event) => applyView(event.target.value)}
          disabled={views.length === 0}
          sx={{ minWidth: 160 }}
        >
          {views.map((view) => (
            <MenuItem key={view.name} value={view.name}>
              {view.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} label="Employees" showToolbar />
      </Box>
    </Box>
  );
}
