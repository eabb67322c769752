import { type ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { createScatterClusters } from '../../demo-data/chart-scatter';

const [cats = [], dogs = []] = createScatterClusters(
  [
    { x: 4, y: 30, spread: 1.2, count: 25 },
    { x: 20, y: 55, spread: 6, count: 25 },
  ],
  8,
);

// Square for one series, triangle for the other, both centred on the point.
function pathFor(seriesId: string | number, size: number): string {
  return seriesId === 'cats'
    ? `M${-size},${-size}h${size * 2}v${size * 2}h${-size * 2}Z`
    : `M0,${-size * 1.2}L${size * 1.1},${size}H${-size * 1.1}Z`;
}

function ShapeMarker({ seriesId, x, y, size, color, isHighlighted, isFaded, dataIndex, ...other }: ScatterMarkerProps) {
  const scale = isHighlighted ? 1.4 : 1;
  return (
    <path
      d={pathFor(seriesId, size * scale)}
      transform={`translate(${x}, ${y})`}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
      data-index={dataIndex}
      {...other}
    />
  );
}

// The same shapes in the legend and the tooltip.
function SquareMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="-5 -5 10 10">
      <path className={className} d={pathFor('cats', 4)} fill={color} />
    </svg>
  );
}
function TriangleMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="-5 -5 10 10">
      <path className={className} d={pathFor('dogs', 4)} fill={color} />
    </svg>
  );
}

export default function ScatterShape() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Weight (kg)' }]}
      yAxis={[{ label: 'Height (cm)', width: 50 }]}
      series={[
        { id: 'cats', data: cats, label: 'Cats', markerSize: 4, labelMarkType: SquareMark },
        { id: 'dogs', data: dogs, label: 'Dogs', markerSize: 5, labelMarkType: TriangleMark },
      ]}
      slots={{ marker: ShapeMarker }}
    />
  );
}
