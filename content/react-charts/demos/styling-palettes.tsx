import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsColorPalette } from '@mui/x-charts/colorPalettes';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';
import { amber, deepPurple, indigo, lightGreen, pink, teal } from '@mui/material/colors';
import { createCategoryDataset } from '../../demo-data/chart-categories';

const regions = ['North', 'East', 'South', 'West', 'Centre', 'Islands'];
const dataset = createCategoryDataset({ series: regions, seed: 5, scale: 120 });

// A palette can be a fixed array, or a function of the theme mode.
const forestPalette: ChartsColorPalette = (mode) =>
  mode === 'dark'
    ? ['#a5d6a7', '#80cbc4', '#c5e1a5', '#fff59d', '#ffcc80', '#bcaaa4']
    : ['#2e7d32', '#00796b', '#689f38', '#f9a825', '#ef6c00', '#6d4c41'];

const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurgePalette,
  blueberryTwilightPalette,
  mangoFusionPalette,
  cheerfulFiestaPalette,
  'built from @mui/material/colors': [teal[500], amber[700], indigo[400], pink[400], lightGreen[600], deepPurple[300]],
  'custom (light/dark)': forestPalette,
};

export default function StylingPalettes() {
  const [name, setName] = React.useState('rainbowSurgePalette');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="colors"
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ maxWidth: 320 }}
      >
        {Object.keys(palettes).map((key) => (
          <MenuItem key={key} value={key}>
            {key}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={300}
        colors={palettes[name]}
        dataset={dataset}
        xAxis={[{ dataKey: 'category', scaleType: 'band' }]}
        series={regions.map((region) => ({ dataKey: region, label: region }))}
      />
    </Stack>
  );
}
