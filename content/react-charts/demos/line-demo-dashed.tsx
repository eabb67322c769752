import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8];

export default function LineDemoDashed() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: weeks, scaleType: 'point', label: 'Week of training' }]}
      yAxis={[{ width: 40, label: 'km' }]}
      series={[
        { id: 'plan', data: [20, 24, 28, 26, 32, 36, 30, 42], label: 'Plan', showMark: false },
        { id: 'done', data: [18, 25, 27, 20, 33, 35, 31, 40], label: 'Done' },
      ]}
      sx={{
        [`.${lineElementClasses.root}[data-series="plan"]`]: { strokeDasharray: '8 5', strokeWidth: 1.5 },
      }}
    />
  );
}
