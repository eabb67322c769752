import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

// Cars: engine power (kW) against top speed (km/h); z holds the price in k€.
const cars = createCorrelatedPoints({ count: 60, seed: 21, x: [110, 35], slope: 0.7, intercept: 110, noise: 12 }).map(
  (point) => ({ ...point, z: Math.round(point.x * 0.35 + (point.id % 7) * 3) }),
);

type Source = 'z' | 'y' | 'x';

export default function ScatterColorScale() {
  const [source, setSource] = React.useState<Source>('z');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="colorMap on"
        value={source}
        onChange={(event) => setSource(event.target.value as Source)}
        sx={{ width: 240 }}
      >
        <MenuItem value="z">z-axis (price)</MenuItem>
        <MenuItem value="y">y-axis (top speed)</MenuItem>
        <MenuItem value="x">x-axis (power)</MenuItem>
      </TextField>
      <ScatterChart
        height={320}
        xAxis={[
          {
            label: 'Power (kW)',
            colorMap:
              source === 'x'
                ? { type: 'piecewise', thresholds: [100, 150], colors: ['#90caf9', '#1e88e5', '#0d47a1'] }
                : undefined,
          },
        ]}
        yAxis={[
          {
            label: 'Top speed (km/h)',
            width: 50,
            colorMap:
              source === 'y' ? { type: 'continuous', min: 150, max: 230, color: ['#fff176', '#e65100'] } : undefined,
          },
        ]}
        zAxis={[
          {
            colorMap:
              source === 'z' ? { type: 'continuous', min: 20, max: 80, color: ['#a5d6a7', '#4a148c'] } : undefined,
          },
        ]}
        series={[
          { data: cars, label: 'Car model', valueFormatter: (car) => (car ? `${car.x} kW, ${car.y} km/h` : '') },
        ]}
      />
    </Stack>
  );
}
