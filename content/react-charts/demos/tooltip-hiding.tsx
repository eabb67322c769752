import { LineChart } from '@mui/x-charts/LineChart';
import { createTrend } from '../../demo-data/chart-series';

const days = Array.from({ length: 14 }, (_, index) => index + 1);
const orders = createTrend(70, days.length, 120, 20);
// A seven-day average, drawn as a guide but left out of the tooltip.
const average = orders.map((_, index) => {
  const window = orders.slice(Math.max(0, index - 6), index + 1);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / window.length);
});
// Returns are only known for the first ten days.
const returns = orders.map((value, index) => (index < 10 ? Math.round(value * 0.08) : null));

export default function TooltipHiding() {
  return (
    <LineChart
      height={300}
      // hideTooltip drops the "Day n" header from the tooltip.
      xAxis={[{ data: days, label: 'Day', tickMinStep: 1, hideTooltip: true }]}
      series={[
        { data: orders, label: 'Orders' },
        // null hides this series from the tooltip entirely.
        { data: average, label: '7-day average', showMark: false, valueFormatter: () => null },
        // An empty string keeps the row, with no value.
        { data: returns, label: 'Returns', valueFormatter: (value) => (value === null ? '' : `${value}`) },
      ]}
    />
  );
}
