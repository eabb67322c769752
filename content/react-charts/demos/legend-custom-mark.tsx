import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// SVG marks keep working with gradients and patterns as series colours.
function TriangleMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 12 12" width={14} height={14} aria-hidden>
      <path d="M6 1 L11 11 L1 11 Z" fill={color} />
    </svg>
  );
}

function DiamondMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 12 12" width={14} height={14} aria-hidden>
      <path d="M6 0 L12 6 L6 12 L0 6 Z" fill={color} />
    </svg>
  );
}

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function LegendCustomMark() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: quarters, scaleType: 'band' }]}
      series={[
        { data: [34, 41, 38, 52], label: 'Climbing shoes', labelMarkType: TriangleMark },
        { data: [22, 25, 31, 29], label: 'Chalk bags', labelMarkType: DiamondMark },
      ]}
    />
  );
}
