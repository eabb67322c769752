import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { createMonthlyTemperatures, monthLabels } from '../../demo-data/chart-series';

const rainfall = [88, 64, 59, 47, 51, 42, 39, 48, 62, 84, 97, 91];
const temperature = createMonthlyTemperatures(40);

export default function CompositionLegendTooltip() {
  return (
    <ChartDataProvider
      height={300}
      xAxis={[{ id: 'month', data: [...monthLabels], scaleType: 'band' }]}
      yAxis={[
        { id: 'rain', position: 'left', width: 45 },
        { id: 'temp', position: 'right', width: 40 },
      ]}
      series={[
        { type: 'bar', data: rainfall, label: 'Rainfall (mm)', yAxisId: 'rain' },
        { type: 'line', data: temperature, label: 'Temperature (°C)', yAxisId: 'temp', color: '#d84315' },
      ]}
    >
      {/* HTML: inside the provider, outside the SVG. */}
      <ChartsLegend />
      <ChartsSurface>
        {/* SVG parts, drawn in this order: the grid first, the axis highlight last. */}
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="rain" label="mm" />
        <ChartsYAxis axisId="temp" label="°C" />
        <ChartsAxisHighlight x="band" />
      </ChartsSurface>
      {/* The tooltip renders in a portal, so it can sit next to the surface. */}
      <ChartsTooltip trigger="axis" />
    </ChartDataProvider>
  );
}
