import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { monthLabels } from '../../demo-data/chart-series';

const months = monthLabels.slice(0, 6);

export default function BarsComposition() {
  return (
    <ChartDataProvider
      height={300}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'mm', width: 50, label: 'Rain (mm)' },
        { id: 'celsius', position: 'right', width: 50, label: 'Temp. (°C)' },
      ]}
      series={[
        { type: 'bar', data: [62, 48, 55, 70, 81, 66], label: 'Rain', yAxisId: 'mm' },
        { type: 'line', data: [3, 5, 9, 13, 17, 21], label: 'Temperature', yAxisId: 'celsius' },
      ]}
    >
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot borderRadius={4} />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartDataProvider>
  );
}
