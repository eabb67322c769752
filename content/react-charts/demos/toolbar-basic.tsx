import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { createTimeSeries } from '../../demo-data/chart-time-series';

const visitors = createTimeSeries({ seed: 101, count: 180, base: 900, trend: 1.5, noise: 60, weeklyAmplitude: 120 });

export default function ToolbarBasic() {
  return (
    <LineChartPro
      height={320}
      dataset={visitors}
      // Zoom makes the zoom buttons appear; export (Pro) adds the export menu.
      xAxis={[{ dataKey: 'date', scaleType: 'time', zoom: true }]}
      series={[{ dataKey: 'value', label: 'Daily visitors', showMark: false }]}
      showToolbar
    />
  );
}
