import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { createTrend } from '../../demo-data/chart-series';

// Outlines the drawing area and prints its coordinates inside it.
function DrawingAreaOutline() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <g>
      <rect x={left} y={top} width={width} height={height} fill="none" stroke="#ef6c00" strokeDasharray="6 4" />
      <text x={left + 8} y={top + 18} fill="#ef6c00" fontSize={12}>
        {`left ${Math.round(left)}, top ${Math.round(top)}, width ${Math.round(width)}, height ${Math.round(height)}`}
      </text>
    </g>
  );
}

const minutes = Array.from({ length: 20 }, (_, index) => index * 3);
const heartRate = createTrend(91, minutes.length, 120, 9);

export default function ComponentsDrawingArea() {
  const [margin, setMargin] = React.useState(20);

  return (
    <Stack sx={{ width: '100%' }}>
      <Typography id="components-margin" variant="body2">
        margin: {margin}px on every side
      </Typography>
      <Slider
        value={margin}
        min={0}
        max={60}
        onChange={(_, value) => setMargin(value as number)}
        aria-labelledby="components-margin"
        sx={{ maxWidth: 320 }}
      />
      <LineChart
        height={300}
        margin={margin}
        xAxis={[{ data: minutes, label: 'Minutes' }]}
        series={[{ data: heartRate, label: 'Heart rate', showMark: false }]}
      >
        <DrawingAreaOutline />
      </LineChart>
    </Stack>
  );
}
