import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import { createRandom, randomInt } from '../../demo-data/random';

const hours = ['9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h'];
const rooms = ['Atlas', 'Borealis', 'Comet', 'Delta'];
const random = createRandom(72);
const bookings = hours.flatMap((_, x) =>
  rooms.map((__, y): [number, number, number] => [x, y, randomInt(random, 0, 60)]),
);

export default function HeatmapHighlightClasses() {
  return (
    <Heatmap
      height={260}
      xAxis={[{ data: hours }]}
      yAxis={[{ data: rooms, width: 70 }]}
      series={[{ data: bookings, label: 'Minutes booked', highlightScope: { highlight: 'item', fade: 'global' } }]}
      sx={{
        // Replace the default saturation filters with an outline and a paler fade.
        [`& .${heatmapClasses.highlighted}`]: { filter: 'none', stroke: '#212121', strokeWidth: 3 },
        [`& .${heatmapClasses.faded}`]: { filter: 'saturate(0.3)', opacity: 0.6 },
      }}
    />
  );
}
