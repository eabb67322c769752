import { type ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import { PieChart } from '@mui/x-charts/PieChart';

// An HTML mark: a small rounded bar.
function PillMark({ className, color }: ChartsLabelCustomMarkProps) {
  return <div className={className} style={{ background: color, borderRadius: 6, transform: 'scaleY(0.5)' }} />;
}

// An SVG mark: a triangle.
function TriangleMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 10 10">
      <path className={className} d="M5 0 L10 10 L0 10 Z" fill={color} />
    </svg>
  );
}

export default function PieDemoCustomMarks() {
  return (
    <PieChart
      height={220}
      series={[
        {
          data: [
            { id: 0, value: 28, label: 'Tea', labelMarkType: 'square' },
            { id: 1, value: 45, label: 'Coffee', labelMarkType: PillMark },
            { id: 2, value: 17, label: 'Juice', labelMarkType: TriangleMark },
            { id: 3, value: 10, label: 'Water', labelMarkType: 'line' },
          ],
        },
      ]}
    />
  );
}
