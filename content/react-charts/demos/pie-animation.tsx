import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { productLines } from '../../demo-data/chart-categories';
import { createValues } from '../../demo-data/chart-series';

const values = createValues(17, productLines.length, 10, 60);

export default function PieAnimation() {
  const [count, setCount] = React.useState(4);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const data = productLines.slice(0, count).map((label, index) => ({ id: label, label, value: values[index] ?? 0 }));

  return (
    <Stack sx={{ width: '100%' }}>
      <PieChart height={260} skipAnimation={skipAnimation} series={[{ data, innerRadius: 30 }]} />
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Stack sx={{ width: 220 }}>
          <Typography id="pie-animation-count" variant="body2">
            Slices: {count}
          </Typography>
          <Slider
            size="small"
            aria-labelledby="pie-animation-count"
            value={count}
            onChange={(_, value) => setCount(value)}
            min={1}
            max={productLines.length}
            step={1}
          />
        </Stack>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
    </Stack>
  );
}
