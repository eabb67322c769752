import { BarChart } from '@mui/x-charts/BarChart';
import { monthLabels } from '../../demo-data/chart-series';

// Monthly result of a small café, in thousands: negative months are losses.
const result = [-4.2, -1.8, 2.5, 5.1, 7.9, 9.6, 11.2, 10.4, 6.3, 1.2, -2.7, -5.5];

export default function BarsColorScale() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: [...monthLabels] }]}
      yAxis={[
        {
          label: 'Result (k€)',
          width: 60,
          // The value axis decides the colour: red below zero, green from zero up.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32'] },
        },
      ]}
      series={[{ data: result, label: 'Monthly result', valueFormatter: (value) => `${value} k€` }]}
      hideLegend
    />
  );
}
