import { BarChart } from '@mui/x-charts/BarChart';
import { createCategoryDataset } from '../../demo-data/chart-categories';

// One row per product line: { category: 'Tents', Online: 420, Retail: 310, Wholesale: 150 }
const rows = createCategoryDataset();

export default function BarsDataset() {
  return (
    <BarChart
      height={320}
      dataset={rows}
      xAxis={[{ scaleType: 'band', dataKey: 'category' }]}
      yAxis={[{ label: 'Units sold', width: 60 }]}
      series={[
        { dataKey: 'Online', label: 'Online' },
        { dataKey: 'Retail', label: 'Retail' },
        { dataKey: 'Wholesale', label: 'Wholesale' },
      ]}
    />
  );
}
