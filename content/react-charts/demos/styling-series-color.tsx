import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { createTrend } from '../../demo-data/chart-series';

const weeks = Array.from({ length: 12 }, (_, index) => index + 1);
const signups = createTrend(17, weeks.length, 80, 15);

export default function StylingSeriesColor() {
  const [color, setColor] = React.useState('#e65100');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        type="color"
        size="small"
        label="Series color"
        value={color}
        onChange={(event) => setColor(event.target.value)}
        sx={{ width: 140 }}
      />
      <LineChart
        height={280}
        xAxis={[{ data: weeks, label: 'Week', tickMinStep: 1 }]}
        // color drives the line, the area, the marks, the legend and the tooltip together.
        series={[{ data: signups, label: 'Sign-ups', color, area: true }]}
      />
    </Stack>
  );
}
