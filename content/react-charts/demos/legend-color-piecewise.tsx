import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import type { PiecewiseLabelFormatterParams } from '@mui/x-charts/ChartsLegend';
import { createTimeSeries } from '../../demo-data/chart-time-series';

// Daily air quality index for four months; the colour of the line follows the health bands.
const aqi = createTimeSeries({ seed: 90, count: 120, base: 60, trend: 0.15, noise: 18, yearlyAmplitude: 10 });

type LabelPosition = 'start' | 'end' | 'extremes' | 'inline-start' | 'inline-end';
type MarkType = 'square' | 'circle' | 'line';

// min is null for the first piece and max is null for the last one.
function bandLabel({ min, max, formattedMin, formattedMax }: PiecewiseLabelFormatterParams) {
  if (min === null) return `below ${formattedMax}`;
  if (max === null) return `${formattedMin}+`;
  return `${formattedMin}–${formattedMax}`;
}

export default function LegendColorPiecewise() {
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('inline-end');
  const [markType, setMarkType] = React.useState<MarkType>('square');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="labelPosition"
          value={labelPosition}
          onChange={(event) => setLabelPosition(event.target.value as LabelPosition)}
          sx={{ minWidth: 150 }}
        >
          {['start', 'end', 'extremes', 'inline-start', 'inline-end'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="markType"
          value={markType}
          onChange={(event) => setMarkType(event.target.value as MarkType)}
          sx={{ minWidth: 150 }}
        >
          {['square', 'circle', 'line'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LineChart
        height={320}
        dataset={aqi}
        xAxis={[{ dataKey: 'date', scaleType: 'time' }]}
        yAxis={[
          {
            colorMap: {
              type: 'piecewise',
              thresholds: [50, 100, 150],
              colors: ['#2e7d32', '#f9a825', '#ef6c00', '#c62828'],
            },
          },
        ]}
        series={[{ dataKey: 'value', label: 'Air quality index', showMark: false }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: { axisDirection: 'y', direction: 'horizontal', labelPosition, markType, labelFormatter: bandLabel },
        }}
      />
    </Stack>
  );
}
