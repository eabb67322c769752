import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { AreaPlot, LineHighlightPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function LinesComposition() {
  return (
    <ChartDataProvider
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ width: 40 }]}
      series={[{ type: 'line', data: [6200, 7400, 8100, 5600, 9800, 12400, 4300], label: 'Steps', area: true }]}
    >
      <ChartsWrapper>
        <ChartsSurface>
          <AreaPlot />
          <LinePlot />
          <ChartsReferenceLine y={8000} label="Daily goal" lineStyle={{ strokeDasharray: '4 4' }} />
          <ChartsAxisHighlight x="line" />
          <ChartsAxis />
          <MarkPlot />
          <LineHighlightPlot />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartDataProvider>
  );
}
