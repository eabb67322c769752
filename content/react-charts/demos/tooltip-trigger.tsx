import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { createCategoryDataset, salesChannels } from '../../demo-data/chart-categories';

const dataset = createCategoryDataset({ seed: 33 });

type Trigger = 'item' | 'axis' | 'none';

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={trigger}
        exclusive
        size="small"
        onChange={(_, next: Trigger | null) => next && setTrigger(next)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        dataset={dataset}
        xAxis={[{ dataKey: 'category', scaleType: 'band' }]}
        series={salesChannels.map((channel) => ({ dataKey: channel, label: channel }))}
        slotProps={{ tooltip: { trigger } }}
      />
    </Stack>
  );
}
