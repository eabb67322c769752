import { LineChart } from '@mui/x-charts/LineChart';
import { createTrend, monthLabels } from '../../demo-data/chart-series';

export default function ExamplesLines() {
  return (
    <LineChart
      height={260}
      xAxis={[{ data: [...monthLabels], scaleType: 'point' }]}
      series={[
        { label: 'Library loans', data: createTrend(71, 12, 400, 60), curve: 'monotoneX' },
        { label: 'E-book loans', data: createTrend(72, 12, 150, 40), curve: 'monotoneX' },
      ]}
    />
  );
}
