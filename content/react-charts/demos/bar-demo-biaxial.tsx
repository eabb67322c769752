import { BarChart } from '@mui/x-charts/BarChart';

const stations = ['North', 'East', 'South', 'West', 'Central'];

export default function BarDemoBiaxial() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: stations }]}
      yAxis={[
        { id: 'passengers', label: 'Passengers a day', width: 60 },
        { id: 'delay', label: 'Average delay (min)', position: 'right', width: 60 },
      ]}
      series={[
        { data: [18400, 9200, 12800, 7600, 31500], label: 'Passengers', yAxisId: 'passengers' },
        { data: [3.1, 6.4, 2.2, 4.8, 5.5], label: 'Delay', yAxisId: 'delay' },
      ]}
    />
  );
}
