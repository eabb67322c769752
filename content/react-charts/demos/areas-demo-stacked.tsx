import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];
// Visitors in a museum by wing, every two hours.
const wings = [
  { label: 'Ancient art', data: [0, 40, 120, 160, 150, 170, 110, 60, 10] },
  { label: 'Modern art', data: [0, 30, 90, 140, 180, 200, 160, 90, 20] },
  { label: 'Science', data: [0, 60, 150, 130, 160, 140, 80, 30, 5] },
];

export default function AreasDemoStacked() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ width: 45 }]}
      series={wings.map((wing) => ({ ...wing, area: true, stack: 'visitors', showMark: false }))}
    />
  );
}
