import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

// Outside temperature (°C) against ice creams sold in a kiosk.
const days = createCorrelatedPoints({ count: 60, seed: 44, x: [22, 6], slope: 9, intercept: -40, noise: 18 });

export default function ScatterDemoSimple() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Temperature (°C)' }]}
      yAxis={[{ label: 'Ice creams sold', width: 50 }]}
      series={[{ data: days, label: 'Day', valueFormatter: (day) => (day ? `${day.x} °C: ${day.y} sold` : '') }]}
    />
  );
}
