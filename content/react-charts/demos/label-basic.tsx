import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createScatterClusters } from '../../demo-data/chart-scatter';

// Two varieties of a plant, measured in a field trial: leaf length against leaf width (cm).
const [tall, dwarf] = createScatterClusters(
  [
    { x: 9, y: 4, spread: 0.8, count: 30 },
    { x: 6, y: 2.5, spread: 0.6, count: 30 },
  ],
  27,
);

export default function LabelBasic() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Leaf length (cm)' }]}
      yAxis={[{ label: 'Leaf width (cm)' }]}
      // The label names the series in the legend and in the tooltip.
      series={[
        { data: tall, label: 'Tall variety' },
        { data: dwarf, label: 'Dwarf variety' },
      ]}
    />
  );
}
