import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

// Columns the panel leaves out: they stay as the app set them.
const lockedFields = ['name', 'email'];
const getTogglableColumns = (columns: GridColDef[]) =>
  columns.filter((column) => !lockedFields.includes(column.field)).map((column) => column.field);

export default function ColumnVisibilityTogglable() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 20 });
  const [hideToggle, setHideToggle] = React.useState(false);
  const [hideReset, setHideReset] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={hideToggle} onChange={(event) => setHideToggle(event.target.checked)} />}
          label="disableShowHideToggle"
        />
        <FormControlLabel
          control={<Switch checked={hideReset} onChange={(event) => setHideReset(event.target.checked)} />}
          label="disableResetButton"
        />
      </Stack>
      <Box sx={{ height: 480 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          showToolbar
          slotProps={{
            columnsManagement: {
              getTogglableColumns,
              disableShowHideToggle: hideToggle,
              disableResetButton: hideReset,
            },
          }}
        />
      </Box>
    </Box>
  );
}
