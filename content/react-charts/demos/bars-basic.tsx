import { BarChart } from '@mui/x-charts/BarChart';

export default function BarsBasic() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
      series={[
        { data: [14, 22, 19, 27, 31], label: 'Orders picked' },
        { data: [9, 12, 16, 15, 24], label: 'Orders shipped' },
      ]}
    />
  );
}
