import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { createCategoryDataset } from '../../demo-data/chart-categories';

const dataset = createCategoryDataset({ series: ['Online'] });

export default function AxisGrid() {
  const [vertical, setVertical] = React.useState(false);
  const [horizontal, setHorizontal] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="Vertical lines"
        />
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="Horizontal lines"
        />
      </Stack>
      <BarChart
        height={300}
        dataset={dataset}
        grid={{ vertical, horizontal }}
        xAxis={[{ dataKey: 'category', scaleType: 'band' }]}
        series={[{ dataKey: 'Online', label: 'Online orders' }]}
      />
    </Stack>
  );
}
