import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Grip', 'Cushioning', 'Weight', 'Durability', 'Breathability'];

export default function RadarMultiSeries() {
  return (
    <RadarChart
      height={320}
      radar={{ max: 100, metrics }}
      series={[
        { label: 'Trail Runner X', data: [82, 64, 90, 58, 71] },
        { label: 'Road Glide 2', data: [55, 92, 76, 66, 84] },
        { label: 'Summit Boot', data: [93, 60, 35, 95, 42] },
      ]}
    />
  );
}
