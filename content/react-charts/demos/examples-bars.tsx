import { BarChart } from '@mui/x-charts/BarChart';
import { createValues, monthLabels } from '../../demo-data/chart-series';

const quarters = monthLabels.slice(0, 6);

export default function ExamplesBars() {
  return (
    <BarChart
      height={260}
      xAxis={[{ data: quarters, scaleType: 'band' }]}
      series={[
        { label: 'Rentals', data: createValues(61, 6, 20, 60), stack: 'bikes' },
        { label: 'Repairs', data: createValues(62, 6, 5, 25), stack: 'bikes' },
        { label: 'Sales', data: createValues(63, 6, 10, 40) },
      ]}
    />
  );
}
