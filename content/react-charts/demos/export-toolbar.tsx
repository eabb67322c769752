import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { createCategoryDataset, salesChannels } from '../../demo-data/chart-categories';

const dataset = createCategoryDataset({ seed: 120 });

export default function ExportToolbar() {
  return (
    <BarChartPro
      height={320}
      dataset={dataset}
      xAxis={[{ dataKey: 'category', scaleType: 'band' }]}
      series={salesChannels.map((channel) => ({ dataKey: channel, label: channel, stack: 'sales' }))}
      // The toolbar's export menu offers printing (or saving as PDF) and saving as an image.
      showToolbar
    />
  );
}
