import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Yearly mean temperature difference from a reference period, in °C (made-up values).
const years = Array.from({ length: 30 }, (_, index) => 1995 + index);
const anomaly = years.map(
  (year, index) => Math.round((-0.3 + index * 0.045 + 0.25 * Math.sin(index * 1.7)) * 100) / 100,
);

type LabelPosition = 'start' | 'end' | 'extremes';

export default function LegendColorContinuous() {
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('extremes');
  const [length, setLength] = React.useState(60);
  const [thickness, setThickness] = React.useState(10);
  const [reverse, setReverse] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="labelPosition"
          value={labelPosition}
          onChange={(event) => setLabelPosition(event.target.value as LabelPosition)}
          sx={{ minWidth: 140 }}
        >
          {['start', 'end', 'extremes'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ width: 160 }}>
          <Typography id="continuous-legend-length" variant="body2">
            length: {length}%
          </Typography>
          <Slider
            value={length}
            min={20}
            max={100}
            onChange={(_, value) => setLength(value as number)}
            aria-labelledby="continuous-legend-length"
          />
        </Stack>
        <Stack sx={{ width: 160 }}>
          <Typography id="continuous-legend-thickness" variant="body2">
            thickness: {thickness}px
          </Typography>
          <Slider
            value={thickness}
            min={4}
            max={24}
            onChange={(_, value) => setThickness(value as number)}
            aria-labelledby="continuous-legend-thickness"
          />
        </Stack>
        <FormControlLabel
          control={<Switch checked={reverse} onChange={(event) => setReverse(event.target.checked)} />}
          label="reverse"
        />
      </Stack>
      <BarChart
        height={320}
        xAxis={[{ data: years, scaleType: 'band', tickLabelInterval: (year: number) => year % 5 === 0 }]}
        yAxis={[
          {
            id: 'anomaly',
            colorMap: { type: 'continuous', min: -0.5, max: 1.2, color: ['#2166ac', '#b2182b'] },
          },
        ]}
        series={[{ data: anomaly, label: 'Anomaly (°C)' }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            // The colour scale lives on the y-axis with id "anomaly".
            axisDirection: 'y',
            axisId: 'anomaly',
            direction: 'horizontal',
            labelPosition,
            reverse,
            thickness,
            minLabel: ({ formattedValue }) => `${formattedValue} °C`,
            maxLabel: '+1.2 °C or more',
            sx: { width: `${length}%` },
          },
        }}
      />
    </Stack>
  );
}
