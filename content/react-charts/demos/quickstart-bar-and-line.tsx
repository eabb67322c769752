import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// A bakery's orders for one week, against the number it planned for each day.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const orders = [38, 44, 41, 52, 67, 81, 59];
const planned = [40, 40, 45, 50, 60, 75, 65];

export default function QuickstartBarAndLine() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ id: 'day', data: days, scaleType: 'band' }]}
      yAxis={[{ id: 'count', width: 40 }]}
      series={[
        { type: 'bar', data: orders, label: 'Orders' },
        { type: 'line', data: planned, label: 'Planned', color: '#ef6c00', curve: 'linear' },
      ]}
    >
      {/* Plots are drawn in the order they appear: bars first, the line on top. */}
      <BarPlot />
      <ChartsAxisHighlight x="band" />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="day" />
      <ChartsYAxis axisId="count" label="Orders" />
      <ChartsTooltip trigger="axis" />
    </ChartContainer>
  );
}
