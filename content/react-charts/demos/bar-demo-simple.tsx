import { BarChart } from '@mui/x-charts/BarChart';

const libraries = ['Central', 'Harbour', 'Old Town', 'Riverside', 'University'];

export default function BarDemoSimple() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: libraries }]}
      yAxis={[{ width: 50 }]}
      series={[
        { data: [5200, 2100, 3400, 2800, 6100], label: 'Books lent' },
        { data: [1900, 800, 1500, 1300, 4200], label: 'E-books lent' },
      ]}
    />
  );
}
