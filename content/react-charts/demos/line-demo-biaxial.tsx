import { LineChart } from '@mui/x-charts/LineChart';
import { monthLabels } from '../../demo-data/chart-series';

export default function LineDemoBiaxial() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: [...monthLabels] }]}
      yAxis={[
        { id: 'rain', label: 'Rain (mm)', width: 55 },
        { id: 'sun', label: 'Sunshine (h)', position: 'right', width: 55 },
      ]}
      series={[
        { data: [78, 61, 58, 55, 60, 48, 42, 51, 63, 84, 90, 86], label: 'Rain', yAxisId: 'rain' },
        { data: [55, 80, 125, 170, 210, 225, 240, 220, 160, 110, 65, 50], label: 'Sunshine', yAxisId: 'sun' },
      ]}
    />
  );
}
