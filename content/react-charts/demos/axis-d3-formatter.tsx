import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { createTrend } from '../../demo-data/chart-series';

const days = Array.from({ length: 30 }, (_, index) => index + 1);
const bytes = createTrend(5, days.length, 4_200_000, 900_000);

function siBytes(value: number, context: AxisValueFormatterContext<'linear'>) {
  if (context.location === 'tick') {
    // d3 picks a precision that fits the step between ticks: 4.5M rather than 4,500,000.
    return `${context.scale.tickFormat(context.tickNumber, 's')(value)}B`;
  }
  return `${value.toLocaleString('en-US')} bytes`;
}

export default function AxisD3Formatter() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: days, label: 'Day of month', tickMinStep: 1 }]}
      yAxis={[{ scaleType: 'linear', valueFormatter: siBytes, width: 60 }]}
      series={[{ data: bytes, label: 'Backup size', showMark: false }]}
    />
  );
}
