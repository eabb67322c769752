import { LineChart } from '@mui/x-charts/LineChart';
import { createTimeSeries } from '../../demo-data/chart-time-series';

const readings = createTimeSeries({ seed: 31, count: 30, base: 42, trend: 0.1, noise: 3, weeklyAmplitude: 2 });

export default function LabelFunction() {
  return (
    <LineChart
      height={300}
      dataset={readings}
      xAxis={[{ dataKey: 'date', scaleType: 'time' }]}
      series={[
        {
          dataKey: 'value',
          showMark: false,
          // A full description in the legend, a short one in the narrow tooltip.
          label: (location) =>
            location === 'legend' ? 'Reservoir level at the north gauge (% of capacity)' : 'Reservoir',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
    />
  );
}
