import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomFilterMode } from '@mui/x-charts-pro/models';
import { createTimeSeries } from '../../demo-data/chart-time-series';

// Two years of a share price that climbs a lot: zoomed into a month, 'keep' leaves the y-axis spanning both years.
const price = createTimeSeries({ seed: 15, count: 730, base: 20, trend: 0.12, noise: 1.5, yearlyAmplitude: 4 });

export default function ZoomAndPanFilterMode() {
  const [filterMode, setFilterMode] = React.useState<ZoomFilterMode>('discard');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={filterMode}
        exclusive
        size="small"
        onChange={(_, next: ZoomFilterMode | null) => next && setFilterMode(next)}
        aria-label="filterMode of the x-axis"
      >
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={320}
        dataset={price}
        initialZoom={[{ axisId: 'days', start: 60, end: 66 }]}
        xAxis={[{ id: 'days', dataKey: 'date', scaleType: 'time', zoom: { filterMode } }]}
        yAxis={[{ width: 50 }]}
        series={[{ dataKey: 'value', label: 'Share price (€)', showMark: false }]}
      />
    </Stack>
  );
}
