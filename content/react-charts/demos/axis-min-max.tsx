import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

const points = createCorrelatedPoints({ count: 80, seed: 21 });

export default function AxisMinMax() {
  const [range, setRange] = React.useState<number[]>([20, 80]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="axis-min-max-label" gutterBottom>
        Visible x range: {range[0]} to {range[1]}
      </Typography>
      <Slider
        value={range}
        onChange={(_, value) => setRange(value as number[])}
        min={0}
        max={100}
        disableSwap
        valueLabelDisplay="auto"
        getAriaLabel={(index) => (index === 0 ? 'x-axis min' : 'x-axis max')}
        sx={{ maxWidth: 360 }}
      />
      <ScatterChart
        height={300}
        xAxis={[{ min: range[0], max: range[1] }]}
        series={[{ data: points, label: 'Samples' }]}
      />
    </Box>
  );
}
