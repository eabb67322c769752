import { LineChart } from '@mui/x-charts/LineChart';
import { createTimeSeries } from '../../demo-data/chart-time-series';

const HOUR = 3_600_000;

// Five days of hourly electricity load, starting on a Monday.
const start = new Date(2024, 2, 4).getTime();
const load = createTimeSeries({ seed: 14, count: 5 * 24, base: 300, trend: 0.2, noise: 25 });
const hours = load.map((_, index) => new Date(start + index * HOUR));

const dayAndHour = (date: Date) => date.toLocaleString('en-US', { weekday: 'short', hour: 'numeric', hour12: false });
const dayOnly = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'short', day: 'numeric' });

export default function AxisTickNumber() {
  return (
    <LineChart
      height={320}
      xAxis={[
        // At least twelve hours between two ticks.
        {
          id: 'halfDays',
          data: hours,
          scaleType: 'time',
          position: 'top',
          tickMinStep: 12 * HOUR,
          valueFormatter: dayAndHour,
        },
        // At least one day between two ticks.
        {
          id: 'days',
          data: hours,
          scaleType: 'time',
          position: 'bottom',
          tickMinStep: 24 * HOUR,
          valueFormatter: dayOnly,
        },
      ]}
      yAxis={[{ tickNumber: 4, label: 'Load (kW)' }]}
      series={[{ data: load.map((point) => point.value), xAxisId: 'days', showMark: false, label: 'Load' }]}
    />
  );
}
