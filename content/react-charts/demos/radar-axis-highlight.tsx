import Stack from '@mui/material/Stack';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import {
  RadarAxisHighlight,
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesPlot,
} from '@mui/x-charts/RadarChart';

const radar = { max: 30, metrics: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] };
const series = [
  { label: 'Bakery', data: [12, 14, 13, 15, 22, 28, 25] },
  { label: 'Florist', data: [8, 9, 10, 12, 18, 26, 6] },
];

export default function RadarAxisHighlightDemo() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ width: '100%' }}>
      {/* Composed without RadarAxisHighlight: nothing marks the metric under the pointer. */}
      <RadarDataProvider height={260} radar={radar} series={series}>
        <ChartsWrapper>
          <ChartsSurface>
            <RadarGrid />
            <RadarMetricLabels />
            <RadarSeriesPlot />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </RadarDataProvider>
      {/* In a composed chart, add it yourself. */}
      <RadarDataProvider height={260} radar={radar} series={series}>
        <ChartsWrapper>
          <ChartsSurface>
            <RadarGrid />
            <RadarMetricLabels />
            <RadarSeriesPlot />
            <RadarAxisHighlight />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </RadarDataProvider>
    </Stack>
  );
}
