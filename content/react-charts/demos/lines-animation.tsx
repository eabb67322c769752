import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { createTrend } from '../../demo-data/chart-series';

const cities = ['Oslo', 'Madrid', 'Vienna', 'Dublin'];

export default function LinesAnimation() {
  const [count, setCount] = React.useState(2);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  // Each series keeps the same `id` while it is shown, so the chart animates the right line.
  const series = cities.slice(0, count).map((city, index) => ({
    id: city,
    label: city,
    data: createTrend(60 + index, 10, 40 + index * 15, 12),
  }));

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" disabled={count >= cities.length} onClick={() => setCount(count + 1)}>
          Add a city
        </Button>
        <Button size="small" variant="outlined" disabled={count <= 1} onClick={() => setCount(count - 1)}>
          Remove a city
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <LineChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ data: Array.from({ length: 10 }, (_, day) => day + 1), label: 'Day' }]}
        yAxis={[{ width: 40 }]}
        series={series}
      />
    </Stack>
  );
}
