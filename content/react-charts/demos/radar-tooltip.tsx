import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

type Trigger = 'axis' | 'item' | 'none';

export default function RadarTooltip() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={300}
        highlight={trigger === 'item' ? 'series' : 'axis'}
        slotProps={{ tooltip: { trigger } }}
        radar={{ max: 10, metrics: ['Sweet', 'Sour', 'Bitter', 'Salty', 'Umami'] }}
        series={[
          { label: 'Tomato', data: [5, 6, 1, 2, 8] },
          { label: 'Grapefruit', data: [4, 8, 7, 1, 1] },
        ]}
      />
    </Stack>
  );
}
