import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Touches 0 and its maximum, so a thick line meets the edges of the chart.
const data = [0, 4, 10, 6, 10, 2, 0, 8];

export default function SparklineLineWidth() {
  const [strokeWidth, setStrokeWidth] = React.useState(6);
  const [offset, setOffset] = React.useState(1);
  const [disableClipping, setDisableClipping] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack sx={{ width: 200 }}>
          <Typography id="sparkline-stroke" variant="body2">
            Stroke width: {strokeWidth}px
          </Typography>
          <Slider
            size="small"
            aria-labelledby="sparkline-stroke"
            value={strokeWidth}
            onChange={(_, value) => setStrokeWidth(value)}
            min={1}
            max={12}
          />
        </Stack>
        <Stack sx={{ width: 200 }}>
          <Typography id="sparkline-offset" variant="body2">
            clipAreaOffset: {offset}px
          </Typography>
          <Slider
            size="small"
            aria-labelledby="sparkline-offset"
            value={offset}
            onChange={(_, value) => setOffset(value)}
            min={0}
            max={10}
          />
        </Stack>
        <FormControlLabel
          control={<Switch checked={disableClipping} onChange={(event) => setDisableClipping(event.target.checked)} />}
          label="disableClipping"
        />
      </Stack>
      <SparkLineChart
        data={data}
        height={100}
        disableClipping={disableClipping}
        clipAreaOffset={{ top: offset, bottom: offset, left: offset, right: offset }}
        slotProps={{ line: { strokeWidth } }}
        sx={{ border: 1, borderColor: 'divider' }}
      />
    </Stack>
  );
}
