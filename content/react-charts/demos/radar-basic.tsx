import { RadarChart } from '@mui/x-charts/RadarChart';

export default function RadarBasic() {
  return (
    <RadarChart
      height={300}
      series={[{ label: 'Trail Runner X', data: [82, 64, 90, 58, 71] }]}
      radar={{ max: 100, metrics: ['Grip', 'Cushioning', 'Weight', 'Durability', 'Breathability'] }}
    />
  );
}
