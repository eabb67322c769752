import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = [
  'catmullRom',
  'linear',
  'monotoneX',
  'monotoneY',
  'natural',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
  'bumpY',
];

const x = [1, 2, 4, 5, 7, 8, 10];
const y = [3, 8, 5, 9, 2, 6, 4];

export default function LinesInterpolation() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ width: 200 }}
      >
        {curves.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={280}
        xAxis={[{ data: x }]}
        yAxis={[{ width: 30 }]}
        series={[
          { data: y, curve, label: `curve: ${curve}` },
          // Every series picks its own curve: this one stays straight for comparison.
          { data: y, curve: 'linear', label: 'linear (reference)', color: '#bdbdbd', showMark: false },
        ]}
      />
    </Stack>
  );
}
