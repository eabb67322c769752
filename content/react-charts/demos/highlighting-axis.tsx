import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { createCategoryDataset, salesChannels } from '../../demo-data/chart-categories';

const dataset = createCategoryDataset({ seed: 18 });

type XHighlight = 'none' | 'line' | 'band';
type YHighlight = 'none' | 'line';

export default function HighlightingAxis() {
  const [x, setX] = React.useState<XHighlight>('band');
  const [y, setY] = React.useState<YHighlight>('line');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="axisHighlight.x"
          value={x}
          onChange={(event) => setX(event.target.value as XHighlight)}
          sx={{ minWidth: 160 }}
        >
          {['none', 'line', 'band'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="axisHighlight.y"
          value={y}
          onChange={(event) => setY(event.target.value as YHighlight)}
          sx={{ minWidth: 160 }}
        >
          {['none', 'line'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        dataset={dataset}
        xAxis={[{ dataKey: 'category', scaleType: 'band' }]}
        series={salesChannels.map((channel) => ({ dataKey: channel, label: channel }))}
        axisHighlight={{ x, y }}
      />
    </Stack>
  );
}
