import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';
import { createTrend } from '../../demo-data/chart-series';

// For every line series, a label at its lowest and highest points.
function MinMaxLabels() {
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const xValues = xScale.domain();

  return (
    <g fontSize={11} textAnchor="middle" pointerEvents="none">
      {series.map((line) => {
        const values = line.data.map((value) => value ?? Number.NaN);
        const extremes = [
          { index: values.indexOf(Math.max(...values)), offset: -10 },
          { index: values.indexOf(Math.min(...values)), offset: 18 },
        ];
        return extremes.map(({ index, offset }) => (
          <text
            key={`${line.id}-${index}`}
            x={xScale(xValues[index]!) ?? 0}
            y={yScale(values[index]!) + offset}
            fill={line.color}
          >
            {values[index]}
          </text>
        ));
      })}
    </g>
  );
}

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function ComponentsSeries() {
  return (
    <LineChart
      height={320}
      margin={{ top: 20 }}
      xAxis={[{ data: days, scaleType: 'point' }]}
      series={[
        { id: 'cafe', data: createTrend(7, 7, 140, 40), label: 'Café covers' },
        { id: 'bakery', data: createTrend(8, 7, 60, 25), label: 'Bakery orders' },
      ]}
    >
      <MinMaxLabels />
    </LineChart>
  );
}
