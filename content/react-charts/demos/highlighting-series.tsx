import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';
import { createShares } from '../../demo-data/chart-categories';
import { createTrend } from '../../demo-data/chart-series';

const hours = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
const lanes = ['Lane A', 'Lane B', 'Lane C'].map((label, index) => ({
  label,
  data: createTrend(120 + index, hours.length, 30 + index * 12, 6),
}));
const shares = createShares(['Apples', 'Pears', 'Plums', 'Cherries'], 14);

export default function HighlightingSeries() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('series');
  const [fade, setFade] = React.useState<FadeOptions>('global');
  const highlightScope = { highlight, fade };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as HighlightOptions)}
          sx={{ minWidth: 140 }}
        >
          {['none', 'item', 'series'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as FadeOptions)}
          sx={{ minWidth: 140 }}
        >
          {['none', 'series', 'global'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }}>
        <LineChart
          height={280}
          xAxis={[{ data: hours, label: 'Hour', tickMinStep: 1 }]}
          series={lanes.map((lane) => ({ ...lane, highlightScope }))}
        />
        <PieChart
          height={280}
          series={[
            {
              data: shares,
              innerRadius: 30,
              highlightScope,
              // Pie slices can grow or shrink when highlighted or faded.
              highlighted: { additionalRadius: 6 },
              faded: { innerRadius: 30, additionalRadius: -10, color: 'gray' },
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}
