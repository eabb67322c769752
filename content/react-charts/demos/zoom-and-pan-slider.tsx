import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomSliderShowTooltip } from '@mui/x-charts-pro/models';
import { createMonthlySeries } from '../../demo-data/chart-time-series';

const rentals = createMonthlySeries({ months: 36, seed: 61, base: 420, trend: 6, yearlyAmplitude: 160 });

export default function ZoomAndPanSlider() {
  const [showTooltip, setShowTooltip] = React.useState<ZoomSliderShowTooltip>('hover');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="slider.showTooltip"
        value={showTooltip}
        onChange={(event) => setShowTooltip(event.target.value as ZoomSliderShowTooltip)}
        sx={{ maxWidth: 200 }}
      >
        {['always', 'hover', 'never'].map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <BarChartPro
        height={340}
        dataset={rentals}
        initialZoom={[{ axisId: 'month', start: 0, end: 40 }]}
        xAxis={[
          {
            id: 'month',
            dataKey: 'date',
            scaleType: 'band',
            zoom: { slider: { enabled: true, showTooltip, size: 40 } },
            valueFormatter: (date: Date, context) =>
              context.location === 'zoom-slider-tooltip'
                ? date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
                : date.toLocaleDateString('en-US', { month: 'short', year: '2-digit' }),
          },
        ]}
        series={[{ dataKey: 'value', label: 'Bike rentals' }]}
      />
    </Stack>
  );
}
