import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';

// Water level of a reservoir in metres; 40 m is the level the operators aim for.
const level = [44, 43, 41, 38, 36, 35, 37, 40, 42, 45, 46, 45];
type Baseline = 'zero' | 'min' | 'max' | 'target';

export default function LinesBaseline() {
  const [choice, setChoice] = React.useState<Baseline>('target');
  const baseline = { zero: undefined, min: 'min' as const, max: 'max' as const, target: 40 }[choice];

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="baseline"
        value={choice}
        onChange={(event) => setChoice(event.target.value as Baseline)}
        sx={{ width: 220 }}
      >
        <MenuItem value="zero">0 (default)</MenuItem>
        <MenuItem value="min">&apos;min&apos;</MenuItem>
        <MenuItem value="max">&apos;max&apos;</MenuItem>
        <MenuItem value="target">40 (a number)</MenuItem>
      </TextField>
      <LineChart
        height={300}
        xAxis={[{ data: level.map((_, week) => week + 1), label: 'Week' }]}
        yAxis={[{ width: 40, min: 30, max: 50 }]}
        series={[{ data: level, label: 'Water level (m)', area: true, baseline }]}
      />
    </Stack>
  );
}
