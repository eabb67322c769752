import { LineChart } from '@mui/x-charts/LineChart';
import { monthLabels } from '../../demo-data/chart-series';

export default function LineDemoSimple() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: [...monthLabels] }]}
      yAxis={[{ width: 50 }]}
      series={[
        { data: [320, 340, 410, 520, 610, 700, 760, 740, 620, 480, 360, 330], label: 'Ice creams' },
        { data: [540, 510, 460, 380, 300, 240, 210, 230, 310, 420, 500, 560], label: 'Hot drinks' },
      ]}
    />
  );
}
