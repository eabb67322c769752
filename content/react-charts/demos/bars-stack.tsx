import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function BarsStack() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('diverging');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="stackOffset"
        value={stackOffset}
        onChange={(event) => setStackOffset(event.target.value as StackOffsetType)}
        sx={{ width: 200 }}
      >
        <MenuItem value="diverging">diverging (default)</MenuItem>
        <MenuItem value="none">none</MenuItem>
        <MenuItem value="expand">expand</MenuItem>
      </TextField>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[
          // Same `stack` value: these two share one bar per quarter.
          { data: [120, 150, 170, 210], label: 'Bikes', stack: 'hardware', stackOffset },
          { data: [60, 75, 90, 80], label: 'E-bikes', stack: 'hardware', stackOffset },
          // A different stack value makes a second column beside the first.
          { data: [40, 55, 48, 66], label: 'Repairs', stack: 'services', stackOffset },
          { data: [25, 30, 42, 50], label: 'Rentals', stack: 'services', stackOffset },
        ]}
      />
    </Stack>
  );
}
