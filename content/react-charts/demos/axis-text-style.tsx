import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { createTrend } from '../../demo-data/chart-series';

const weeks = Array.from({ length: 12 }, (_, index) => `Week ${index + 1}`);
const tickets = createTrend(61, weeks.length, 140, 25);

type Anchor = 'auto' | 'start' | 'middle' | 'end';

export default function AxisTextStyle() {
  const [angle, setAngle] = React.useState(45);
  const [fontSize, setFontSize] = React.useState(12);
  const [textAnchor, setTextAnchor] = React.useState<Anchor>('auto');

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Stack spacing={1} sx={{ minWidth: 220 }}>
        <Typography id="axis-text-angle" variant="body2">
          angle: {angle}°
        </Typography>
        <Slider
          value={angle}
          min={-90}
          max={90}
          step={15}
          onChange={(_, value) => setAngle(value as number)}
          aria-labelledby="axis-text-angle"
        />
        <Typography id="axis-text-size" variant="body2">
          fontSize: {fontSize}px
        </Typography>
        <Slider
          value={fontSize}
          min={8}
          max={18}
          onChange={(_, value) => setFontSize(value as number)}
          aria-labelledby="axis-text-size"
        />
        <TextField
          select
          size="small"
          label="textAnchor"
          value={textAnchor}
          onChange={(event) => setTextAnchor(event.target.value as Anchor)}
        >
          {['auto', 'start', 'middle', 'end'].map((value) => (
            <MenuItem key={value} value={value}>
              {value === 'auto' ? 'auto (from the angle)' : value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LineChart
        height={320}
        xAxis={[
          {
            data: weeks,
            scaleType: 'point',
            height: 70,
            label: 'Support tickets opened',
            labelStyle: { fontSize: fontSize + 2, fontStyle: 'italic' },
            tickLabelStyle: {
              angle,
              fontSize,
              ...(textAnchor === 'auto' ? {} : { textAnchor }),
            },
          },
        ]}
        series={[{ data: tickets, label: 'Tickets' }]}
      />
    </Stack>
  );
}
