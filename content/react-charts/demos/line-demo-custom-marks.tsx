import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function LineDemoCustomMarks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 40 }]}
      series={[
        { data: [12, 15, 19, 17, 24, 28, 26, 31], label: 'Team A', shape: 'star' },
        { data: [9, 13, 14, 20, 18, 22, 27, 25], label: 'Team B', shape: 'triangle' },
        { data: [5, 8, 11, 10, 15, 14, 19, 21], label: 'Team C', shape: 'square' },
      ]}
    />
  );
}
