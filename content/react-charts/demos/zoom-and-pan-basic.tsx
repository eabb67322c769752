import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';
import { createTimeSeries } from '../../demo-data/chart-time-series';

const points = createCorrelatedPoints({ count: 300, seed: 3, noise: 10 });
const daily = createTimeSeries({ seed: 4, count: 365, base: 200, noise: 15 });
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const counts = letters.map((_, index) => 20 + ((index * 53) % 80));

type Kind = 'scatter' | 'bar' | 'line';

export default function ZoomAndPanBasic() {
  const [kind, setKind] = React.useState<Kind>('line');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={kind}
        exclusive
        size="small"
        onChange={(_, next: Kind | null) => next && setKind(next)}
        aria-label="Chart type"
      >
        <ToggleButton value="scatter">ScatterChartPro</ToggleButton>
        <ToggleButton value="bar">BarChartPro</ToggleButton>
        <ToggleButton value="line">LineChartPro</ToggleButton>
      </ToggleButtonGroup>
      {kind === 'scatter' && (
        <ScatterChartPro
          height={320}
          xAxis={[{ zoom: true }]}
          yAxis={[{ zoom: true }]}
          series={[{ data: points, label: 'Samples' }]}
        />
      )}
      {kind === 'bar' && (
        <BarChartPro
          height={320}
          xAxis={[{ data: letters, scaleType: 'band', zoom: true }]}
          series={[{ data: counts, label: 'Words starting with' }]}
        />
      )}
      {kind === 'line' && (
        <LineChartPro
          height={320}
          dataset={daily}
          xAxis={[{ dataKey: 'date', scaleType: 'time', zoom: true }]}
          series={[{ dataKey: 'value', label: 'Daily orders', showMark: false }]}
        />
      )}
    </Stack>
  );
}
