import { PieChart } from '@mui/x-charts/PieChart';
import { createShares } from '../../demo-data/chart-categories';

export default function ExamplesPie() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: createShares(undefined, 12),
          innerRadius: 50,
          paddingAngle: 2,
          cornerRadius: 4,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
