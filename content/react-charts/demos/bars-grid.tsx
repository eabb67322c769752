import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { createCategoryDataset } from '../../demo-data/chart-categories';

const rows = createCategoryDataset({ series: ['Returns'], seed: 21, scale: 60 });

export default function BarsGrid() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row">
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="Horizontal lines"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="Vertical lines"
        />
      </Stack>
      <BarChart
        height={280}
        dataset={rows}
        xAxis={[{ scaleType: 'band', dataKey: 'category' }]}
        series={[{ dataKey: 'Returns', label: 'Items returned' }]}
        grid={{ horizontal, vertical }}
      />
    </Stack>
  );
}
