import { LineChart } from '@mui/x-charts/LineChart';
import { createMonthlyTemperatures, monthLabels } from '../../demo-data/chart-series';

const celsius = createMonthlyTemperatures(11);
const rainfall = [78, 61, 55, 48, 52, 44, 38, 46, 58, 81, 90, 86];

export default function AxisMultipleSameSide() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: [...monthLabels], scaleType: 'point' }]}
      yAxis={[
        // Both axes sit on the left: the first one defined is drawn next to the plot.
        { id: 'temperature', position: 'left', label: 'Temperature (°C)' },
        { id: 'rain', position: 'left', label: 'Rain (mm)' },
      ]}
      series={[
        { data: celsius, label: 'Mean temperature', yAxisId: 'temperature' },
        { data: rainfall, label: 'Rainfall', yAxisId: 'rain', curve: 'step' },
      ]}
    />
  );
}
