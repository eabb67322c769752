import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { createTimeSeries } from '../../demo-data/chart-time-series';

const daily = createTimeSeries({ seed: 9, count: 365, base: 60, noise: 6, yearlyAmplitude: 25 });

type NumberOption = 'minStart' | 'maxEnd' | 'step' | 'minSpan' | 'maxSpan';

const controls: { key: NumberOption; min: number; max: number }[] = [
  { key: 'minStart', min: 0, max: 50 },
  { key: 'maxEnd', min: 50, max: 100 },
  { key: 'step', min: 1, max: 20 },
  { key: 'minSpan', min: 1, max: 50 },
  { key: 'maxSpan', min: 10, max: 100 },
];

export default function ZoomAndPanOptions() {
  const [options, setOptions] = React.useState<Record<NumberOption, number>>({
    minStart: 0,
    maxEnd: 100,
    step: 5,
    minSpan: 10,
    maxSpan: 100,
  });
  const [panning, setPanning] = React.useState(true);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Stack sx={{ minWidth: 200 }}>
        {controls.map(({ key, min, max }) => (
          <div key={key}>
            <Typography id={`zoom-option-${key}`} variant="body2">
              {key}: {options[key]}
            </Typography>
            <Slider
              value={options[key]}
              min={min}
              max={max}
              size="small"
              onChange={(_, value) => setOptions((previous) => ({ ...previous, [key]: value as number }))}
              aria-labelledby={`zoom-option-${key}`}
            />
          </div>
        ))}
        <FormControlLabel
          control={<Switch checked={panning} onChange={(event) => setPanning(event.target.checked)} />}
          label="panning"
        />
      </Stack>
      <LineChartPro
        // A new chart when the limits change, so that the current zoom starts inside them.
        key={`${options.minStart}-${options.maxEnd}`}
        height={320}
        dataset={daily}
        xAxis={[{ dataKey: 'date', scaleType: 'time', zoom: { ...options, panning } }]}
        series={[{ dataKey: 'value', label: 'Water level (cm)', showMark: false }]}
      />
    </Stack>
  );
}
