import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { createMonthlySeries } from '../../demo-data/chart-time-series';

const rainfall = createMonthlySeries({ months: 12, base: 70, trend: 0, yearlyAmplitude: -30, noise: 8 });

function formatMonth(date: Date, context: AxisValueFormatterContext) {
  if (context.location === 'tick') {
    // Short month on the first line, the year under January only.
    const month = date.toLocaleDateString('en-US', { month: 'short' });
    return date.getMonth() === 0 ? `${month}\n${date.getFullYear()}` : month;
  }
  // Tooltip and other places get the full month name.
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

export default function AxisFormatter() {
  return (
    <BarChart
      height={300}
      dataset={rainfall}
      xAxis={[{ dataKey: 'date', scaleType: 'band', valueFormatter: formatMonth, height: 40 }]}
      yAxis={[{ label: 'Rainfall (mm)' }]}
      series={[{ dataKey: 'value', label: 'Rainfall', valueFormatter: (value) => `${value} mm` }]}
    />
  );
}
