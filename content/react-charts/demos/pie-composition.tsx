import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { PIE_CHART_PLUGINS, type PieChartPluginSignatures, PiePlot } from '@mui/x-charts/PieChart';

const storage = [
  { id: 'photos', value: 82, label: 'Photos (GB)' },
  { id: 'videos', value: 140, label: 'Videos (GB)' },
  { id: 'docs', value: 12, label: 'Documents (GB)' },
  { id: 'free', value: 22, label: 'Free (GB)', color: '#e0e0e0' },
];

export default function PieComposition() {
  return (
    <ChartDataProvider<'pie', PieChartPluginSignatures>
      height={260}
      plugins={PIE_CHART_PLUGINS}
      series={[{ type: 'pie', data: storage, innerRadius: 70, paddingAngle: 2, cornerRadius: 3 }]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'middle', horizontal: 'end' }} legendDirection="vertical">
        <ChartsLegend direction="vertical" />
        <ChartsSurface>
          <PiePlot />
          {/* Text at the centre, which PieChart has no prop for. */}
          <text x="50%" y="50%" textAnchor="middle" dominantBaseline="central" fontSize={20}>
            256 GB
          </text>
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </ChartsWrapper>
    </ChartDataProvider>
  );
}
