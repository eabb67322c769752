import { PieChart } from '@mui/x-charts/PieChart';

// Seats in a made-up city council, drawn as a hemicycle.
const seats = [
  { id: 'green', label: 'Greens', value: 14, color: '#43a047' },
  { id: 'social', label: 'Social', value: 19, color: '#e53935' },
  { id: 'centre', label: 'Centre', value: 9, color: '#fdd835' },
  { id: 'liberal', label: 'Liberal', value: 11, color: '#1e88e5' },
  { id: 'indep', label: 'Independents', value: 4, color: '#9e9e9e' },
];

export default function PieDemoHalf() {
  return (
    <PieChart
      height={240}
      series={[
        {
          data: seats,
          startAngle: -90,
          endAngle: 90,
          innerRadius: 50,
          outerRadius: 140,
          // Move the centre down, so the half circle fills the height.
          cy: '80%',
          arcLabel: 'value',
        },
      ]}
    />
  );
}
