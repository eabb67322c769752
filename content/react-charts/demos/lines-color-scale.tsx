import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 25 }, (_, hour) => hour);
// Heart rate over a day with a run at 7:00 and a bike ride at 18:00 (beats per minute).
const heartRate = [
  58, 56, 55, 55, 56, 58, 70, 152, 120, 82, 78, 80, 85, 79, 76, 78, 81, 95, 138, 110, 84, 75, 68, 62, 59,
];

type Source = 'y' | 'x' | 'none';

export default function LinesColorScale() {
  const [source, setSource] = React.useState<Source>('y');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="colorMap on"
        value={source}
        onChange={(event) => setSource(event.target.value as Source)}
        sx={{ width: 220 }}
      >
        <MenuItem value="y">y-axis (by value)</MenuItem>
        <MenuItem value="x">x-axis (by hour)</MenuItem>
        <MenuItem value="none">none (series colour)</MenuItem>
      </TextField>
      <LineChart
        height={300}
        xAxis={[
          {
            data: hours,
            label: 'Hour',
            colorMap:
              source === 'x'
                ? { type: 'piecewise', thresholds: [7, 22], colors: ['#5c6bc0', '#ffa726', '#5c6bc0'] }
                : undefined,
          },
        ]}
        yAxis={[
          {
            width: 40,
            colorMap:
              source === 'y' ? { type: 'continuous', min: 50, max: 160, color: ['#43a047', '#e53935'] } : undefined,
          },
        ]}
        series={[{ data: heartRate, label: 'Heart rate', area: true, showMark: false, color: '#757575' }]}
      />
    </Stack>
  );
}
