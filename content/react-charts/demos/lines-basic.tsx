import { LineChart } from '@mui/x-charts/LineChart';

// Distance from the start (km) and the altitude reached there (m) on a bike climb.
const distance = [0, 2, 4, 6, 8, 10, 12, 14];
const altitude = [320, 410, 530, 610, 720, 860, 940, 1010];

export default function LinesBasic() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: distance, label: 'Distance (km)' }]}
      yAxis={[{ label: 'Altitude (m)', width: 60 }]}
      series={[{ data: altitude, label: 'Col du Lac' }]}
    />
  );
}
