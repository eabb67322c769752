import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart, type BarItem, type BarLabelContext } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visits = [3, 18, 7, 22, 14, 31, 26];

// Text above 20 visits, nothing on bars too short to hold a label.
function busyLabel(item: BarItem, context: BarLabelContext) {
  if (context.bar.height < 40) return null;
  return (item.value ?? 0) > 20 ? `${item.value} busy` : `${item.value}`;
}

export default function BarsLabels() {
  const [mode, setMode] = React.useState<'value' | 'function'>('value');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, value) => value && setMode(value)}
        aria-label="Bar label"
      >
        <ToggleButton value="value">barLabel=&quot;value&quot;</ToggleButton>
        <ToggleButton value="function">Custom function</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        series={[{ data: visits, label: 'Gym visits' }]}
        barLabel={mode === 'value' ? 'value' : busyLabel}
      />
    </Stack>
  );
}
