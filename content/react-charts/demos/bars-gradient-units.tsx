import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';

// Share of battery left after a one-hour video test, per phone model (made-up figures).
const phones = [
  { model: 'Nova 3', battery: 38 },
  { model: 'Pixelate', battery: 52 },
  { model: 'Orbit S', battery: 61 },
  { model: 'Kite Mini', battery: 70 },
  { model: 'Tundra', battery: 84 },
  { model: 'Aurora X', battery: 93 },
];

type Units = 'objectBoundingBox' | 'userSpaceOnUse';

function BatteryGradient(props: React.SVGProps<SVGLinearGradientElement>) {
  return (
    <linearGradient x1="0" y1="0" x2="100%" y2="0" {...props}>
      <stop offset="0" stopColor="#c62828" />
      <stop offset="0.5" stopColor="#f9a825" />
      <stop offset="1" stopColor="#2e7d32" />
    </linearGradient>
  );
}

export default function BarsGradientUnits() {
  const [units, setUnits] = React.useState<Units>('userSpaceOnUse');

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControl>
        <FormLabel id="bars-gradient-units">Gradient units of the bars</FormLabel>
        <RadioGroup
          row
          aria-labelledby="bars-gradient-units"
          value={units}
          onChange={(event) => setUnits(event.target.value as Units)}
        >
          <FormControlLabel value="objectBoundingBox" control={<Radio />} label="objectBoundingBox" />
          <FormControlLabel value="userSpaceOnUse" control={<Radio />} label="userSpaceOnUse" />
        </RadioGroup>
      </FormControl>
      <BarChart
        height={320}
        layout="horizontal"
        dataset={phones}
        yAxis={[{ scaleType: 'band', dataKey: 'model', width: 80 }]}
        xAxis={[{ min: 0, max: 100, label: 'Battery left (%)' }]}
        // The series colour (legend, tooltip) always shows the whole gradient.
        series={[{ dataKey: 'battery', label: 'Battery left', color: 'url(#bars-battery-box)' }]}
        sx={
          units === 'userSpaceOnUse'
            ? { [`& .${barElementClasses.root}`]: { fill: 'url(#bars-battery-space)' } }
            : undefined
        }
      >
        <defs>
          <BatteryGradient id="bars-battery-box" />
          {/* Spans the whole SVG: a bar only reveals the part of it that its value reaches. */}
          <BatteryGradient id="bars-battery-space" gradientUnits="userSpaceOnUse" x1="80" />
        </defs>
      </BarChart>
    </Stack>
  );
}
