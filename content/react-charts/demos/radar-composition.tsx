import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import {
  RadarAxisHighlight,
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
} from '@mui/x-charts/RadarChart';

export default function RadarComposition() {
  return (
    <RadarDataProvider
      height={320}
      radar={{ max: 100, metrics: ['Sleep', 'Steps', 'Water', 'Mood', 'Focus', 'Exercise'] }}
      series={[
        { label: 'This week', data: [70, 85, 60, 75, 65, 90] },
        { label: 'Last week', data: [55, 60, 80, 70, 85, 40] },
      ]}
    >
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface>
          <RadarGrid divisions={4} />
          <RadarMetricLabels />
          {/* All areas first, then the highlight, then all marks on top. */}
          <RadarSeriesArea />
          <RadarAxisHighlight />
          <RadarSeriesMarks />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </RadarDataProvider>
  );
}
