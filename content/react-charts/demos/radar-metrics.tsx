import { RadarChart } from '@mui/x-charts/RadarChart';

// Each metric has its own unit, so each gets its own range.
const metrics = [
  { name: 'Range (km)', min: 200, max: 700 },
  { name: 'Top speed (km/h)', min: 120, max: 260 },
  { name: 'Charging (kW)', min: 50, max: 350 },
  { name: 'Boot (L)', max: 600 },
  { name: 'Seats', min: 2, max: 7 },
];

export default function RadarMetrics() {
  return (
    <RadarChart
      height={340}
      radar={{ metrics }}
      series={[
        { label: 'City hatch', data: [320, 150, 80, 300, 5] },
        { label: 'Family SUV', data: [520, 190, 200, 560, 7] },
      ]}
    />
  );
}
