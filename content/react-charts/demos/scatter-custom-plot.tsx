import { useScatterSeries, useXScale, useYScale } from '@mui/x-charts/hooks';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

const points = createCorrelatedPoints({ count: 45, seed: 12, slope: 0.6, intercept: 15, noise: 6 });

// A least-squares line through the points of one series, drawn from the series itself.
function TrendLine({ seriesId }: { seriesId: string }) {
  const series = useScatterSeries(seriesId);
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  if (!series || series.data.length < 2) return null;

  const n = series.data.length;
  const meanX = series.data.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = series.data.reduce((sum, p) => sum + p.y, 0) / n;
  const covariance = series.data.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const variance = series.data.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  const slope = covariance / variance;
  const [fromX, toX] = xScale.domain() as [number, number];

  return (
    <line
      x1={xScale(fromX)}
      y1={yScale(meanY + slope * (fromX - meanX))}
      x2={xScale(toX)}
      y2={yScale(meanY + slope * (toX - meanX))}
      stroke={series.color}
      strokeWidth={2}
      strokeDasharray="6 4"
    />
  );
}

export default function ScatterCustomPlot() {
  return (
    <ScatterChart height={300} yAxis={[{ width: 40 }]} series={[{ id: 'sample', data: points, label: 'Sample' }]}>
      <TrendLine seriesId="sample" />
    </ScatterChart>
  );
}
