import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { createTimeSeries } from '../../demo-data/chart-time-series';

// Server response time over eight weeks, with the service-level target and a release date.
const latency = createTimeSeries({ seed: 52, count: 56, base: 180, trend: -0.6, noise: 12, weeklyAmplitude: 15 });
const release = new Date(2024, 0, 29);

export default function AxisReferenceLine() {
  return (
    <ChartContainer
      height={320}
      dataset={latency}
      xAxis={[{ dataKey: 'date', scaleType: 'time' }]}
      yAxis={[{ min: 0, max: 260, width: 50 }]}
      series={[{ type: 'line', dataKey: 'value', label: 'Median latency (ms)', showMark: false }]}
    >
      <LinePlot />
      <ChartsReferenceLine
        y={200}
        label="Target: 200 ms"
        labelAlign="end"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
      <ChartsReferenceLine x={release} label="Release 4.2" labelAlign="start" />
      <ChartsXAxis />
      <ChartsYAxis label="Milliseconds" />
    </ChartContainer>
  );
}
