import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { createTrend, monthLabels } from '../../demo-data/chart-series';

const members = createTrend(41, 12, 260, 30);

export default function LinesGrid() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(true);

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
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: [...monthLabels] }]}
        yAxis={[{ width: 40 }]}
        series={[{ data: members, label: 'Active members' }]}
        grid={{ horizontal, vertical }}
      />
    </Stack>
  );
}
