import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Energy used by a campus, in MWh, by source.
const sources = [
  { label: 'Solar', data: [40, 65, 90, 130, 175, 210, 260] },
  { label: 'Wind', data: [120, 130, 150, 160, 170, 185, 190] },
  { label: 'Gas', data: [610, 580, 520, 470, 420, 360, 300] },
];

export default function LinesStackedAreas() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('none');

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
        <MenuItem value="none">none (default)</MenuItem>
        <MenuItem value="expand">expand</MenuItem>
      </TextField>
      <LineChart
        height={320}
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
        yAxis={[{ width: 50 }]}
        series={sources.map((source) => ({
          ...source,
          area: true,
          showMark: false,
          stack: 'energy',
          stackOffset,
        }))}
      />
    </Stack>
  );
}
