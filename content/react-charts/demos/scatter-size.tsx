import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

const small = createCorrelatedPoints({ count: 30, seed: 30 });
const large = createCorrelatedPoints({ count: 12, seed: 31, intercept: 40 });

export default function ScatterSize() {
  return (
    <ScatterChart
      height={300}
      yAxis={[{ width: 40 }]}
      series={[
        { data: small, label: 'markerSize: 3', markerSize: 3 },
        { data: large, label: 'markerSize: 9', markerSize: 9 },
      ]}
    />
  );
}
