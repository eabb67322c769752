import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const flavours = ['Vanilla', 'Pistachio', 'Lemon', 'Mango', 'Hazelnut'];
const scoops = [120, 64, 88, 97, 55];

type Placement = 'start' | 'middle' | 'end' | 'extremities';

export default function AxisRenderingPlayground() {
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [tickSize, setTickSize] = React.useState(6);
  const [label, setLabel] = React.useState('Flavour');
  const [tickPlacement, setTickPlacement] = React.useState<Placement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<'middle' | 'tick'>('middle');

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Stack spacing={1} sx={{ minWidth: 220 }}>
        <FormControlLabel
          control={<Switch checked={disableLine} onChange={(event) => setDisableLine(event.target.checked)} />}
          label="disableLine"
        />
        <FormControlLabel
          control={<Switch checked={disableTicks} onChange={(event) => setDisableTicks(event.target.checked)} />}
          label="disableTicks"
        />
        <Typography id="axis-playground-tick-size" variant="body2">
          tickSize: {tickSize}
        </Typography>
        <Slider
          value={tickSize}
          min={0}
          max={20}
          onChange={(_, value) => setTickSize(value as number)}
          aria-labelledby="axis-playground-tick-size"
        />
        <TextField size="small" label="label" value={label} onChange={(event) => setLabel(event.target.value)} />
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as Placement)}
        >
          {['start', 'middle', 'end', 'extremities'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) => setTickLabelPlacement(event.target.value as 'middle' | 'tick')}
        >
          {['middle', 'tick'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={320}
        xAxis={[
          {
            data: flavours,
            scaleType: 'band',
            disableLine,
            disableTicks,
            tickSize,
            label,
            tickPlacement,
            tickLabelPlacement,
          },
        ]}
        series={[{ data: scoops, label: 'Scoops sold' }]}
      />
    </Stack>
  );
}
