import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { createMonthlySeries } from '../../demo-data/chart-time-series';

// Eighteen months of subscriptions, from January 2023.
const subscriptions = createMonthlySeries({ months: 18, seed: 40, base: 600, trend: 12, yearlyAmplitude: 60 });

const groups = [
  { getValue: (date: Date) => date.toLocaleDateString('en-US', { month: 'short' }) },
  { getValue: (date: Date) => `Q${Math.floor(date.getMonth() / 3) + 1}` },
  { getValue: (date: Date) => `${date.getFullYear()}` },
];

export default function AxisGroupedX() {
  const [longTicks, setLongTicks] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={longTicks} onChange={(event) => setLongTicks(event.target.checked)} />}
        label="Longer ticks for quarters and years"
      />
      <BarChart
        height={320}
        dataset={subscriptions}
        xAxis={[
          {
            dataKey: 'date',
            scaleType: 'band',
            height: longTicks ? 90 : 70,
            // One entry per group level; tickSize is optional for each.
            groups: longTicks ? groups.map((group, index) => ({ ...group, tickSize: 6 + index * 18 })) : groups,
          },
        ]}
        series={[{ dataKey: 'value', label: 'New subscriptions' }]}
      />
    </Stack>
  );
}
