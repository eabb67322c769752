import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';
import { employeeDataset } from '../../demo-data/employee-columns';
import { useDemoData } from '../../demo-data/use-demo-data';

const sizes = {
  small: { width: 360, height: 240 },
  medium: { width: 560, height: 320 },
  full: { width: '100%', height: 400 },
} as const;

export default function LayoutFixedSize() {
  const [size, setSize] = React.useState<keyof typeof sizes>('medium');
  const { rows, columns, loading } = useDemoData({ dataset: employeeDataset, rowCount: 50, maxColumns: 6 });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={size}
        onChange={(_, next: keyof typeof sizes | null) => next && setSize(next)}
        aria-label="Parent size"
      >
        <ToggleButton value="small">360 × 240</ToggleButton>
        <ToggleButton value="medium">560 × 320</ToggleButton>
        <ToggleButton value="full">100% × 400</ToggleButton>
      </ToggleButtonGroup>
      {/* The parent has its own size; the grid fills it and scrolls inside. */}
      <Box sx={{ ...sizes[size], maxWidth: '100%' }}>
        <DataGrid rows={rows} columns={columns} loading={loading} label="Employees" />
      </Box>
    </Stack>
  );
}
