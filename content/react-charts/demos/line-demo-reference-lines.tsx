import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

const hours = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22];
const glucose = [5.4, 5.1, 4.9, 5.0, 7.8, 6.2, 8.4, 6.0, 5.6, 8.9, 6.4, 5.7];

export default function LineDemoReferenceLines() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ data: hours, label: 'Hour' }]}
      yAxis={[{ width: 40, min: 3, max: 10 }]}
      series={[{ type: 'line', data: glucose, label: 'Glucose (mmol/L)' }]}
    >
      <LinePlot />
      <MarkPlot />
      <ChartsReferenceLine y={7.8} label="Upper target" lineStyle={{ stroke: '#e53935' }} />
      <ChartsReferenceLine y={3.9} label="Lower target" lineStyle={{ stroke: '#1e88e5' }} />
      <ChartsReferenceLine x={12} label="Lunch" labelAlign="start" lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
