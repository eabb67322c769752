import { BarChart } from '@mui/x-charts/BarChart';
import { createCategoryDataset, salesChannels } from '../../demo-data/chart-categories';

const dataset = createCategoryDataset({ seed: 71 });

export default function LegendBasic() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{ dataKey: 'category', scaleType: 'band' }]}
      // Every series with a label gets a legend item in its colour.
      series={salesChannels.map((channel) => ({ dataKey: channel, label: `${channel} sales` }))}
    />
  );
}
