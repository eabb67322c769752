import { BarChart } from '@mui/x-charts/BarChart';
import { createCategoryDataset, salesChannels } from '../../demo-data/chart-categories';

const rows = createCategoryDataset({ seed: 14 });

export default function BarDemoStacked() {
  return (
    <BarChart
      height={320}
      dataset={rows}
      xAxis={[{ scaleType: 'band', dataKey: 'category' }]}
      yAxis={[{ width: 50 }]}
      series={salesChannels.map((channel) => ({ dataKey: channel, label: channel, stack: 'units' }))}
    />
  );
}
