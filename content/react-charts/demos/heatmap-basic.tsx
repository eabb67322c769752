import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { createRandom, randomInt } from '../../demo-data/random';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const slots = ['Morning', 'Noon', 'Afternoon', 'Evening'];

// Visitors of a climbing gym per day and time slot: [x index, y index, value].
const random = createRandom(33);
const visits = days.flatMap((_, x) =>
  slots.map((__, y): [number, number, number] => [
    x,
    y,
    randomInt(random, 5, 30) + (x >= 5 ? 20 : 0) + (y === 3 ? 15 : 0),
  ]),
);

export default function HeatmapBasic() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: days }]}
      yAxis={[{ data: slots, width: 80 }]}
      series={[{ data: visits, label: 'Visitors' }]}
    />
  );
}
