import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// A dive profile: depth in metres at each minute. Divers read depth downwards, so a reversed y-axis fits.
const minutes = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24];
const depth = [0, 6, 12, 18, 21, 22, 20, 17, 14, 10, 6, 5, 0];

export default function AxisReverse() {
  const [reverseX, setReverseX] = React.useState(false);
  const [reverseY, setReverseY] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={reverseX} onChange={(event) => setReverseX(event.target.checked)} />}
          label="Reverse x-axis"
        />
        <FormControlLabel
          control={<Switch checked={reverseY} onChange={(event) => setReverseY(event.target.checked)} />}
          label="Reverse y-axis"
        />
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ data: minutes, label: 'Minutes', reverse: reverseX }]}
        yAxis={[{ label: 'Depth (m)', reverse: reverseY }]}
        series={[{ data: depth, label: 'Depth', area: true, curve: 'linear' }]}
      />
    </Stack>
  );
}
