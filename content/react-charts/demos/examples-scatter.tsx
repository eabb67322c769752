import { ScatterChart } from '@mui/x-charts/ScatterChart';

import { createScatterClusters } from '../../demo-data/chart-scatter';

const [cafes, bakeries] = createScatterClusters(
  [
    { count: 30, x: 3, y: 4.2, spread: 0.8 },
    { count: 30, x: 6, y: 3.1, spread: 1 },
  ],
  9,
);

export default function ExamplesScatter() {
  return (
    <ScatterChart
      height={260}
      series={[
        { label: 'Cafés', data: cafes },
        { label: 'Bakeries', data: bakeries },
      ]}
    />
  );
}
