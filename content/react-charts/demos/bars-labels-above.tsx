import { useTheme } from '@mui/material/styles';
import { BarChart, type BarLabelProps } from '@mui/x-charts/BarChart';

// Receives the bar's geometry and writes its text a little above the bar.
function LabelAboveBar(props: BarLabelProps) {
  const theme = useTheme();
  const { x, y, width, children } = props;
  return (
    <text
      x={x + width / 2}
      y={y - 6}
      textAnchor="middle"
      fill={theme.palette.text.primary}
      style={{ ...theme.typography.caption, pointerEvents: 'none' }}
    >
      {children}
    </text>
  );
}

export default function BarsLabelsAbove() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Sprint 14', 'Sprint 15', 'Sprint 16', 'Sprint 17'] }]}
      yAxis={[{ width: 40 }]}
      series={[{ data: [21, 34, 28, 39], label: 'Story points done' }]}
      barLabel="value"
      slots={{ barLabel: LabelAboveBar }}
      hideLegend
    />
  );
}
