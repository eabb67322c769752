import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Seeds planted in a community garden and how many made it to harvest.
const garden = [
  { label: 'Sown', value: 500 },
  { label: 'Sprouted', value: 380 },
  { label: 'Transplanted', value: 300 },
  { label: 'Harvested', value: 240 },
];

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';

export default function FunnelHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as Highlight)}
          sx={{ minWidth: 120 }}
        >
          {['none', 'item', 'series'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as Fade)}
          sx={{ minWidth: 120 }}
        >
          {['none', 'series', 'global'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FunnelChart height={300} series={[{ data: garden, highlightScope: { highlight, fade } }]} />
    </Stack>
  );
}
