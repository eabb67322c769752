import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { createValues } from '../../demo-data/chart-series';

const shifts = ['Early', 'Day', 'Late', 'Night'];

export default function BarsAnimation() {
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const [round, setRound] = React.useState(1);
  // A new seed gives new (but reproducible) values on each click.
  const calls = createValues(round, shifts.length, 20, 90);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setRound((value) => value + 1)}>
          New values
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: shifts }]}
        series={[{ data: calls, label: 'Calls answered' }]}
      />
    </Stack>
  );
}
