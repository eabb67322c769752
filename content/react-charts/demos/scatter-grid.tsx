import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

// Hours studied against exam score: a positive correlation.
const students = createCorrelatedPoints({ count: 50, seed: 4, x: [12, 4], slope: 3.5, intercept: 30, noise: 7 });

export default function ScatterGrid() {
  return (
    <ScatterChart
      height={300}
      grid={{ vertical: true, horizontal: true }}
      xAxis={[{ label: 'Hours studied' }]}
      yAxis={[{ label: 'Score', width: 50 }]}
      series={[{ data: students, label: 'Student' }]}
    />
  );
}
