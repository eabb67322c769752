import { LineChart } from '@mui/x-charts/LineChart';
import { createTimeSeriesDataset } from '../../demo-data/chart-time-series';

// 26 weekly rows: { date, visits, signups }
const weeks = createTimeSeriesDataset(
  {
    visits: { base: 900, trend: 12, weeklyAmplitude: 0, yearlyAmplitude: 120, noise: 40, decimals: 0 },
    signups: { base: 160, trend: 4, weeklyAmplitude: 0, yearlyAmplitude: 30, noise: 15, decimals: 0 },
  },
  { count: 26, stepDays: 7 },
);

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

export default function LinesDataset() {
  return (
    <LineChart
      height={320}
      dataset={weeks}
      xAxis={[{ dataKey: 'date', scaleType: 'time', valueFormatter: (date: Date) => shortDate.format(date) }]}
      yAxis={[{ width: 50 }]}
      series={[
        { dataKey: 'visits', label: 'Weekly visits', showMark: false },
        { dataKey: 'signups', label: 'Weekly sign-ups', showMark: false },
      ]}
    />
  );
}
