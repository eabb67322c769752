import { PieChart } from '@mui/x-charts/PieChart';
import { createShares } from '../../demo-data/chart-categories';

const shares = createShares();

export default function PieDonut() {
  return (
    <PieChart height={260} series={[{ data: shares, innerRadius: 60, valueFormatter: (slice) => `${slice.value}%` }]} />
  );
}
