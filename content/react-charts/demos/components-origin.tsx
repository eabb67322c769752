import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

// Two lines through (0, 0): the scales turn the value 0 into a pixel position on each axis.
function OriginCross() {
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const x0 = xScale(0);
  const y0 = yScale(0);
  return (
    <g stroke="#616161" strokeWidth={1.5}>
      <line x1={x0} x2={x0} y1={top} y2={top + height} />
      <line x1={left} x2={left + width} y1={y0} y2={y0} />
    </g>
  );
}

// Change in price (%) against change in sales (%) for sixty products after a price review.
const products = createCorrelatedPoints({ count: 60, seed: 58, x: [2, 6], slope: -1.4, intercept: 1, noise: 4 });

export default function ComponentsOrigin() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Price change (%)' }]}
      yAxis={[{ label: 'Sales change (%)' }]}
      series={[{ data: products, label: 'Products' }]}
    >
      <OriginCross />
    </ScatterChart>
  );
}
