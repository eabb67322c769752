import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { createTrend } from '../../demo-data/chart-series';

const queue = createTrend(71, 14, 30, 8);

export default function LineDemoTiny() {
  return (
    <ChartContainer
      height={100}
      margin={8}
      xAxis={[{ scaleType: 'point', data: queue.map((_, index) => index) }]}
      series={[{ type: 'line', data: queue, label: 'People waiting' }]}
    >
      <LinePlot />
      <MarkPlot />
    </ChartContainer>
  );
}
