import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createScatterClusters } from '../../demo-data/chart-scatter';

// 6,000 points in three clouds.
const clouds = createScatterClusters(
  [
    { x: 0, y: 0, spread: 1.5, count: 2000 },
    { x: 5, y: 4, spread: 1.2, count: 2000 },
    { x: -3, y: 6, spread: 1, count: 2000 },
  ],
  40,
);

export default function ScatterBatch() {
  const [batch, setBatch] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={batch} onChange={(event) => setBatch(event.target.checked)} />}
        label='renderer="svg-batch"'
      />
      <ScatterChart
        height={320}
        renderer={batch ? 'svg-batch' : 'svg-single'}
        yAxis={[{ width: 30 }]}
        series={clouds.map((data, index) => ({ data, label: `Cloud ${index + 1}`, markerSize: 2 }))}
      />
    </Stack>
  );
}
