import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function PaginationAutoPageSize() {
  const [height, setHeight] = React.useState(360);
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 120, maxColumns: 5 });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="auto-page-size-height" variant="body2">
        Grid height: {height} px
      </Typography>
      <Slider
        aria-labelledby="auto-page-size-height"
        value={height}
        min={240}
        max={520}
        step={20}
        onChange={(_event, value) => setHeight(Number(value))}
        sx={{ maxWidth: 320, mb: 1 }}
      />
      {/* The page holds as many rows as fit: resize the grid and the page size follows. */}
      <Box sx={{ height }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          label="Employees, page fitted to height"
          autoPageSize
        />
      </Box>
    </Box>
  );
}
