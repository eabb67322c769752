import { LineChart } from '@mui/x-charts/LineChart';
import { createMonthlyTemperatures, monthLabels } from '../../demo-data/chart-series';

const temperatures = createMonthlyTemperatures();

export default function LinesArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: [...monthLabels] }]}
      yAxis={[{ label: '°C', width: 40 }]}
      series={[{ data: temperatures, label: 'Mean temperature', area: true }]}
    />
  );
}
