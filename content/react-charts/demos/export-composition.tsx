import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';
import { ChartsToolbarPro } from '@mui/x-charts-pro/ChartsToolbarPro';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useChartRootRef } from '@mui/x-charts/hooks';

// Our own wrapper instead of ChartsWrapper. useChartRootRef marks it as the chart's root:
// everything inside it, the heading and the legend included, goes into the export.
function ExportRoot({ children }: { children: React.ReactNode }) {
  const rootRef = useChartRootRef();
  return (
    <Stack ref={rootRef} spacing={1} sx={{ width: '100%', p: 1, bgcolor: 'background.paper' }}>
      {children}
    </Stack>
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function ExportComposition() {
  return (
    <ChartDataProviderPro
      height={260}
      xAxis={[{ data: months, scaleType: 'band' }]}
      yAxis={[
        { id: 'tickets', position: 'left', width: 45 },
        { id: 'minutes', position: 'right', width: 45 },
      ]}
      series={[
        { type: 'bar', data: [420, 380, 455, 510, 470, 530], label: 'Tickets', yAxisId: 'tickets' },
        { type: 'line', data: [41, 38, 35, 33, 29, 27], label: 'Median reply (min)', yAxisId: 'minutes' },
      ]}
    >
      <ExportRoot>
        <ChartsToolbarPro />
        <Typography variant="subtitle1" component="h3">
          Support desk, first half-year
        </Typography>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis axisId="tickets" />
          <ChartsYAxis axisId="minutes" />
        </ChartsSurface>
      </ExportRoot>
    </ChartDataProviderPro>
  );
}
