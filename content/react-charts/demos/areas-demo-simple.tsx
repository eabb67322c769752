import { LineChart } from '@mui/x-charts/LineChart';
import { createMonthlySeries } from '../../demo-data/chart-time-series';

const revenue = createMonthlySeries({ months: 12, seed: 7 });
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short' });

export default function AreasDemoSimple() {
  return (
    <LineChart
      height={300}
      dataset={revenue}
      xAxis={[{ dataKey: 'date', scaleType: 'point', valueFormatter: (date: Date) => monthName.format(date) }]}
      yAxis={[{ width: 50 }]}
      series={[{ dataKey: 'value', label: 'Revenue (k€)', area: true, showMark: false }]}
    />
  );
}
