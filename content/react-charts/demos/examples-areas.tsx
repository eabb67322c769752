import { LineChart } from '@mui/x-charts/LineChart';
import { createTrend, monthLabels } from '../../demo-data/chart-series';

export default function ExamplesAreas() {
  return (
    <LineChart
      height={260}
      xAxis={[{ data: [...monthLabels], scaleType: 'point' }]}
      series={[
        { label: 'Solar', data: createTrend(81, 12, 30, 8), area: true, stack: 'kwh', showMark: false },
        { label: 'Wind', data: createTrend(82, 12, 45, 10), area: true, stack: 'kwh', showMark: false },
        { label: 'Grid', data: createTrend(83, 12, 20, 6), area: true, stack: 'kwh', showMark: false },
      ]}
    />
  );
}
