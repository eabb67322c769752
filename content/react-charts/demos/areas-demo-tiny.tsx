import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AreaPlot } from '@mui/x-charts/LineChart';
import { createTrend } from '../../demo-data/chart-series';

const downloads = createTrend(88, 20, 50, 15);

export default function AreasDemoTiny() {
  return (
    <ChartContainer
      height={100}
      margin={4}
      xAxis={[{ scaleType: 'point', data: downloads.map((_, index) => index) }]}
      series={[{ type: 'line', data: downloads, area: true, color: '#7e57c2' }]}
    >
      <AreaPlot />
    </ChartContainer>
  );
}
