import { BarChart } from '@mui/x-charts/BarChart';
import { monthLabels } from '../../demo-data/chart-series';

// Change in subscribers compared with the previous month.
const newsletter = [120, 85, -40, 60, -15, -90, 30, 140, 95, -25, 70, 110];
const podcast = [-30, 45, 80, -60, 20, 55, -10, -45, 65, 90, -20, 40];

export default function BarDemoPositiveNegative() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: [...monthLabels] }]}
      yAxis={[{ width: 50 }]}
      series={[
        { data: newsletter, label: 'Newsletter' },
        { data: podcast, label: 'Podcast' },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
