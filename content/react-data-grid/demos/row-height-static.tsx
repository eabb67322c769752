import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

export default function RowHeightStatic() {
  const { rows, columns } = useDemoData({ dataset: employeeDataset, rowCount: 40, maxColumns: 5 });
  const [rowHeight, setRowHeight] = React.useState(32);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 360 }}>
        <Typography id="row-height-static-label" variant="body2" sx={{ flexShrink: 0 }}>
          Row height: {rowHeight} px
        </Typography>
        <Slider
          size="small"
          min={24}
          max={72}
          step={4}
          value={rowHeight}
          onChange={(_, value) => setRowHeight(value as number)}
          aria-labelledby="row-height-static-label"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} rowHeight={rowHeight} label="Employees" />
      </Box>
    </Stack>
  );
}
