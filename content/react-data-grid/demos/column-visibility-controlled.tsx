import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnVisibilityControlled() {
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 20, maxColumns: 6 });
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ level: false, salary: false });

  return (
    <Box sx={{ width: '100%' }}>
      {/* Outside controls and the grid's own menus edit the same model. */}
      <FormGroup row role="group" aria-label="Visible columns">
        {columns.map((column) => (
          <FormControlLabel
            key={column.field}
            label={column.headerName ?? column.field}
            control={
              <Checkbox
                size="small"
                checked={model[column.field] !== false}
                onChange={(event) => setModel({ ...model, [column.field]: event.target.checked })}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees"
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
        />
      </Box>
      <Typography variant="body2" component="pre" sx={{ mt: 1 }}>
        columnVisibilityModel = {JSON.stringify(model)}
      </Typography>
    </Box>
  );
}
