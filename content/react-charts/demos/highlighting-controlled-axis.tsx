import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';
import { createMonthlyTemperatures, monthLabels } from '../../demo-data/chart-series';

// Defined once, outside the component: the chart does not recompute its axes on every pointer move.
const xAxis = [{ id: 'month', data: [...monthLabels], scaleType: 'point' as const }];
const series = [
  { data: createMonthlyTemperatures(21), label: 'Bergen' },
  { data: createMonthlyTemperatures(22).map((value) => value + 6), label: 'Porto' },
];

export default function HighlightingControlledAxis() {
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([
    { axisId: 'month', dataIndex: 6 },
  ]);
  const dataIndex = highlightedAxis[0]?.dataIndex;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id="highlighting-axis-month" variant="body2">
        Highlighted month: {dataIndex === undefined ? 'none' : monthLabels[dataIndex]}
      </Typography>
      <Slider
        value={dataIndex ?? 0}
        min={0}
        max={11}
        marks
        onChange={(_, value) => setHighlightedAxis([{ axisId: 'month', dataIndex: value as number }])}
        aria-labelledby="highlighting-axis-month"
        sx={{ maxWidth: 360 }}
      />
      <LineChart
        height={300}
        xAxis={xAxis}
        series={series}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
    </Stack>
  );
}
