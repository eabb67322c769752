import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnMenuDisabled() {
  const [disabled, setDisabled] = React.useState(true);
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 30, maxColumns: 6 });
  // With the grid's menus on, the Name column still has none.
  const withoutNameMenu = React.useMemo(
    () => columns.map((column) => (column.field === 'name' ? { ...column, disableColumnMenu: true } : column)),
    [columns],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableColumnMenu"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={withoutNameMenu}
          loading={loading}
          label="Employees"
          disableColumnMenu={disabled}
        />
      </Box>
    </Box>
  );
}
