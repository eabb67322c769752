import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function OverlaysNoColumns() {
  const [noColumns, setNoColumns] = React.useState(false);
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 10, maxColumns: 4 });

  // Every column starts hidden: the overlay offers a "Manage columns" button to bring them back.
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>(() =>
    Object.fromEntries(columns.map((column) => [column.field, false])),
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={noColumns} onChange={(event) => setNoColumns(event.target.checked)} />}
        label="Pass no columns at all"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={noColumns ? [] : columns}
          label="Employees"
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
        />
      </Box>
    </Box>
  );
}
