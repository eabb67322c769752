import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { createValues } from '../../demo-data/chart-series';

// Hourly check-ins at a hotel desk, 8:00 to 19:00.
const hours = Array.from({ length: 12 }, (_, index) => `${index + 8}:00`);
const checkIns = createValues(31, hours.length, 2, 24);

export default function BarDemoTiny() {
  return (
    <ChartContainer
      height={120}
      xAxis={[{ scaleType: 'band', data: hours }]}
      series={[{ type: 'bar', data: checkIns, label: 'Check-ins' }]}
      margin={4}
    >
      <BarPlot borderRadius={3} />
    </ChartContainer>
  );
}
