import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { createMonthlyTemperatures, monthLabels } from '../../demo-data/chart-series';

const cities = ['Bergen', 'Lyon', 'Seville'];
// Monthly mean temperatures, each city shifted from the same seasonal curve.
const temperatures = cities.flatMap((_, y) =>
  createMonthlyTemperatures(8 + y).map((value, x): [number, number, number] => [x, y, value - 6 + y * 6]),
);

const colorMaps = {
  continuous: { type: 'continuous' as const, min: -5, max: 30, color: ['#1e88e5', '#ef5350'] as [string, string] },
  piecewise: {
    type: 'piecewise' as const,
    thresholds: [0, 10, 20],
    colors: ['#90caf9', '#c5e1a5', '#ffe082', '#ef9a9a'],
  },
};

export default function HeatmapColor() {
  const [kind, setKind] = React.useState<keyof typeof colorMaps>('continuous');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind}
        onChange={(_, value: keyof typeof colorMaps | null) => value && setKind(value)}
        aria-label="Colour mapping"
      >
        <ToggleButton value="continuous">continuous</ToggleButton>
        <ToggleButton value="piecewise">piecewise</ToggleButton>
      </ToggleButtonGroup>
      <Heatmap
        height={220}
        xAxis={[{ data: [...monthLabels] }]}
        yAxis={[{ data: cities, width: 70 }]}
        zAxis={[{ colorMap: colorMaps[kind] }]}
        series={[{ data: temperatures, label: 'Mean temperature', valueFormatter: (value) => `${value} °C` }]}
      />
    </Stack>
  );
}
