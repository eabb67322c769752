import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { createRandom, randomInt } from '../../demo-data/random';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const random = createRandom(90);
// Commits per day in a small repository.
const commits = weeks.flatMap((_, x) =>
  days.map((__, y): [number, number, number] => [x, y, randomInt(random, 0, 12)]),
);

export default function HeatmapLegend() {
  return (
    <Heatmap
      height={280}
      xAxis={[{ data: weeks }]}
      yAxis={[{ data: days, width: 50 }]}
      zAxis={[{ min: 0, max: 12, colorMap: { type: 'continuous', min: 0, max: 12, color: ['#e8f5e9', '#1b5e20'] } }]}
      series={[{ data: commits, label: 'Commits' }]}
      hideLegend={false}
      slotProps={{
        legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' }, sx: { height: 180 } },
      }}
    />
  );
}
