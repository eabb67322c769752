import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { createRandom, randomInt } from '../../demo-data/random';

const hours = ['9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h'];
const rooms = ['Atlas', 'Borealis', 'Comet', 'Delta'];
const random = createRandom(71);
// Minutes each meeting room is booked per hour.
const bookings = hours.flatMap((_, x) =>
  rooms.map((__, y): [number, number, number] => [x, y, randomInt(random, 0, 60)]),
);

export default function HeatmapHighlight() {
  return (
    <Heatmap
      height={260}
      xAxis={[{ data: hours }]}
      yAxis={[{ data: rooms, width: 70 }]}
      series={[
        {
          data: bookings,
          label: 'Minutes booked',
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
    />
  );
}
