import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['Rust', 'Go', 'Kotlin', 'Swift', 'Elixir'];
const pullRequests = [48, 73, 35, 22, 17];

export default function BarsDirection() {
  const [layout, setLayout] = React.useState<'vertical' | 'horizontal'>('horizontal');
  const categoryAxis = [{ scaleType: 'band' as const, data: languages, width: 70 }];

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_, value) => value && setLayout(value)}
        aria-label="Bar direction"
      >
        <ToggleButton value="vertical">Vertical</ToggleButton>
        <ToggleButton value="horizontal">Horizontal</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        layout={layout}
        // The band (category) axis moves to y when bars run horizontally.
        xAxis={layout === 'vertical' ? categoryAxis : undefined}
        yAxis={layout === 'horizontal' ? categoryAxis : undefined}
        series={[{ data: pullRequests, label: 'Merged pull requests' }]}
      />
    </Stack>
  );
}
