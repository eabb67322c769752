import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const languages = [
  { id: 0, value: 1240, label: 'English' },
  { id: 1, value: 610, label: 'Spanish' },
  { id: 2, value: 390, label: 'French' },
  { id: 3, value: 120, label: 'German' },
  { id: 4, value: 45, label: 'Dutch' },
];
const total = languages.reduce((sum, item) => sum + item.value, 0);

type Mode = 'value' | 'formattedValue' | 'label' | 'function';

export default function PieLabels() {
  const [mode, setMode] = React.useState<Mode>('formattedValue');
  const [minAngle, setMinAngle] = React.useState(15);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="arcLabel"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          sx={{ width: 200 }}
        >
          <MenuItem value="value">&apos;value&apos;</MenuItem>
          <MenuItem value="formattedValue">&apos;formattedValue&apos;</MenuItem>
          <MenuItem value="label">&apos;label&apos;</MenuItem>
          <MenuItem value="function">a function</MenuItem>
        </TextField>
        <Stack sx={{ width: 220 }}>
          <Typography id="pie-min-angle" variant="body2">
            arcLabelMinAngle: {minAngle}°
          </Typography>
          <Slider
            size="small"
            aria-labelledby="pie-min-angle"
            value={minAngle}
            onChange={(_, value) => setMinAngle(value)}
            min={0}
            max={60}
          />
        </Stack>
      </Stack>
      <PieChart
        height={280}
        series={[
          {
            data: languages,
            valueFormatter: (item) => `${Math.round((item.value / total) * 100)}%`,
            arcLabel: mode === 'function' ? (item) => `${item.label} (${item.value})` : mode,
            arcLabelMinAngle: minAngle,
            arcLabelRadius: '65%',
          },
        ]}
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fontWeight: 'bold', fill: '#fff' } }}
      />
    </Stack>
  );
}
