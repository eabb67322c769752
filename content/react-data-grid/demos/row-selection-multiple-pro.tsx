import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function RowSelectionMultiplePro() {
  const [singleOnly, setSingleOnly] = React.useState(false);
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 5 });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={singleOnly} onChange={(event) => setSingleOnly(event.target.checked)} />}
        label="One row at most (disableMultipleRowSelection)"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees, several selectable"
          disableMultipleRowSelection={singleOnly}
        />
      </Box>
    </Box>
  );
}
