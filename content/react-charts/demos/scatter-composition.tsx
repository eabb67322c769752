import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { createScatterClusters } from '../../demo-data/chart-scatter';

// Projects placed by effort (x) and value (y), split into quadrants at 5.
const [projects = []] = createScatterClusters([{ x: 5, y: 5, spread: 2.2, count: 30 }], 19);

export default function ScatterComposition() {
  return (
    <ChartDataProvider
      height={320}
      xAxis={[{ min: 0, max: 10, label: 'Effort' }]}
      yAxis={[{ min: 0, max: 10, label: 'Value', width: 50 }]}
      series={[{ type: 'scatter', data: projects, label: 'Project', markerSize: 5 }]}
    >
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal vertical />
          <ChartsReferenceLine x={5} lineStyle={{ strokeWidth: 2 }} />
          <ChartsReferenceLine y={5} label="Quick wins above, left" labelAlign="start" lineStyle={{ strokeWidth: 2 }} />
          <ChartsAxis />
          <g data-drawing-container>
            <ScatterPlot />
          </g>
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </ChartsWrapper>
    </ChartDataProvider>
  );
}
