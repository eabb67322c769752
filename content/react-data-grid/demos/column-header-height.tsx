import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function ColumnHeaderHeight() {
  const [height, setHeight] = React.useState(36);
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 20, maxColumns: 6 });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="column-header-height-label" variant="body2">
        columnHeaderHeight: {height} px (default 56)
      </Typography>
      <Slider
        aria-labelledby="column-header-height-label"
        value={height}
        min={28}
        max={96}
        step={4}
        onChange={(_, value) => setHeight(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ height: 340 }}>
        <DataGrid rows={rows} columns={columns} loading={loading} label="Employees" columnHeaderHeight={height} />
      </Box>
    </Box>
  );
}
