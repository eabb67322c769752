import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

// Bacteria counts in a culture, measured every hour: they span four orders of magnitude.
const counts = [12, 30, 75, 160, 420, 950, 2100, 5200, 11800, 26000, 61000, 120000];
const points = counts.map((count, hour) => ({ id: hour, x: hour, y: count }));

function compactCount(value: number, context: AxisValueFormatterContext) {
  if (context.location === 'tick' && context.defaultTickLabel === '') {
    // The default formatter chose to leave this tick unlabelled: keep it that way.
    return '';
  }
  return value >= 1000 ? `${value / 1000}k` : `${value}`;
}

export default function AxisTicksWithoutLabels() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Hour' }]}
      yAxis={[{ scaleType: 'log', label: 'Cells per ml', valueFormatter: compactCount, width: 60 }]}
      series={[{ data: points, label: 'Culture A' }]}
    />
  );
}
