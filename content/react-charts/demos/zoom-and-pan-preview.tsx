import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';
import { createTimeSeries } from '../../demo-data/chart-time-series';

const steps = createTimeSeries({ seed: 72, count: 240, base: 8000, noise: 900, weeklyAmplitude: 1500 });
const trees = createCorrelatedPoints({ count: 200, seed: 73, x: [30, 10], slope: 0.6, intercept: 2, noise: 3 });

export default function ZoomAndPanPreview() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <LineChartPro
        height={300}
        dataset={steps}
        initialZoom={[{ axisId: 'day', start: 30, end: 60 }]}
        // preview draws a miniature of the series inside the slider.
        xAxis={[{ id: 'day', dataKey: 'date', scaleType: 'time', zoom: { slider: { enabled: true, preview: true } } }]}
        yAxis={[{ width: 50 }]}
        series={[{ dataKey: 'value', label: 'Steps', showMark: false }]}
      />
      <ScatterChartPro
        height={300}
        initialZoom={[{ axisId: 'girth', start: 20, end: 70 }]}
        xAxis={[{ id: 'girth', label: 'Girth (cm)', zoom: { slider: { enabled: true, preview: true } } }]}
        yAxis={[{ label: 'Height (m)' }]}
        // Scatter points in the preview are 1px unless the series says otherwise.
        series={[{ data: trees, label: 'Trees', preview: { markerSize: 3 } }]}
      />
    </Stack>
  );
}
