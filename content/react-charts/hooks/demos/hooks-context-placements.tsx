import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useLegend } from '@mui/x-charts/hooks';
import { createTrend, monthLabels } from '../../../demo-data/chart-series';

const months = monthLabels.slice(0, 8);
const series = [
  { id: 'lakeside', label: 'Lakeside cabins', data: createTrend(41, months.length, 62, 9) },
  { id: 'ridge', label: 'Ridge lodge', data: createTrend(42, months.length, 48, 7) },
];

// HTML: a compact key built from the legend items. Fine as a slot or beside the surface.
function SeriesKey() {
  const { items } = useLegend();
  return (
    <Stack component="ul" direction="row" spacing={2} sx={{ gridArea: 'legend', listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Typography component="li" variant="body2" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ width: 18, height: 4, borderRadius: 2, bgcolor: item.color }} />
          {item.label}
        </Typography>
      ))}
    </Stack>
  );
}

// SVG: a child of a chart is drawn inside its <svg>, so it must render SVG elements.
function PlotCaption({ text }: { text: string }) {
  const { left, top, width } = useDrawingArea();
  return (
    <text x={left + width} y={top + 14} textAnchor="end" fontSize={12} fill="currentColor">
      {text}
    </text>
  );
}

export default function HooksContextPlacements() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, width: '100%' }}>
      <div>
        <Typography variant="subtitle2">A slot and a child of LineChart</Typography>
        <LineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: months }]}
          series={series}
          slots={{ legend: SeriesKey }}
        >
          <PlotCaption text="Nights booked" />
        </LineChart>
      </div>
      <div>
        <Typography variant="subtitle2">Inside ChartDataProvider</Typography>
        <ChartDataProvider
          height={240}
          xAxis={[{ scaleType: 'point', data: months }]}
          series={series.map((item) => ({ ...item, type: 'line' as const }))}
        >
          <SeriesKey />
          <ChartsSurface>
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis />
            <PlotCaption text="Nights booked" />
          </ChartsSurface>
        </ChartDataProvider>
      </div>
    </Box>
  );
}
