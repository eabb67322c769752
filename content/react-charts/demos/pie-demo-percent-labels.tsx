import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const transport = [
  { id: 0, label: 'Walking', value: 310 },
  { id: 1, label: 'Cycling', value: 240 },
  { id: 2, label: 'Bus', value: 180 },
  { id: 3, label: 'Car', value: 150 },
  { id: 4, label: 'Train', value: 70 },
];
const total = transport.reduce((sum, item) => sum + item.value, 0);

export default function PieDemoPercentLabels() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: transport,
          arcLabel: (item) => `${((item.value / total) * 100).toFixed(0)}%`,
          arcLabelMinAngle: 20,
          arcLabelRadius: '62%',
          valueFormatter: (item) => `${item.value} pupils`,
        },
      ]}
      sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
    />
  );
}
