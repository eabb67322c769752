import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

// Both series share the x-axis (city population, in thousands) but have different units on y.
const rent = createCorrelatedPoints({ count: 25, seed: 51, x: [400, 150], slope: 1.2, intercept: 500, noise: 90 });
const commute = createCorrelatedPoints({ count: 25, seed: 52, x: [400, 150], slope: 0.05, intercept: 12, noise: 5 });

export default function ScatterDemoTwoYAxes() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Population (thousands)' }]}
      yAxis={[
        { id: 'rent', label: 'Average rent (€)', width: 60 },
        { id: 'commute', label: 'Commute (min)', position: 'right', width: 50 },
      ]}
      series={[
        { data: rent, label: 'Rent', yAxisId: 'rent' },
        { data: commute, label: 'Commute', yAxisId: 'commute' },
      ]}
    />
  );
}
