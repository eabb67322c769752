import { LineChart } from '@mui/x-charts/LineChart';
import { createTrend } from '../../demo-data/chart-series';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const downloads = createTrend(42, weeks.length, 300, 60);

export default function QuickstartFirstLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: weeks, label: 'Week', tickMinStep: 1 }]}
      series={[{ data: downloads, label: 'Downloads' }]}
    />
  );
}
