import { LineChart } from '@mui/x-charts/LineChart';

// Registered users of a small app, doubling roughly every two months.
const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const users = [40, 65, 110, 170, 300, 520, 800, 1400, 2300, 3900, 6100, 9800];

export default function AxisScaleIds() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: months, label: 'Month', tickMinStep: 1 }]}
      yAxis={[
        { id: 'linearUsers', scaleType: 'linear', position: 'left', label: 'Linear' },
        { id: 'logUsers', scaleType: 'log', position: 'right', label: 'Log' },
      ]}
      series={[
        { data: users, label: 'Users (linear axis)', yAxisId: 'linearUsers' },
        { data: users, label: 'Users (log axis)', yAxisId: 'logUsers' },
      ]}
    />
  );
}
