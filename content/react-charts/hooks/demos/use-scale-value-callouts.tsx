import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { getValueToPositionMapper, useLineSeries, useXAxis, useXScale, useYScale } from '@mui/x-charts/hooks';
import { createMonthlyTemperatures, monthLabels } from '../../../demo-data/chart-series';

const inland = createMonthlyTemperatures(8);
// The coast: milder summers and winters than inland.
const coast = createMonthlyTemperatures(21).map((value) => Math.round(value * 0.7 + 4));
const comfort = { from: 18, to: 24 };

// A shaded band between two values of the y-axis: a linear scale maps a value straight to pixels.
function ComfortBand() {
  const yScale = useYScale<'linear'>();
  const xScale = useXScale<'point'>();
  const [start, end] = xScale.range();
  const top = yScale(comfort.to);
  return (
    <g>
      <rect
        x={Math.min(start, end)}
        y={top}
        width={Math.abs(end - start)}
        height={yScale(comfort.from) - top}
        fill="#66bb6a"
        opacity={0.18}
      />
      <text x={Math.min(start, end) + 6} y={top + 14} fontSize={11} fill="#2e7d32">
        {`Comfort range ${comfort.from}–${comfort.to} °C`}
      </text>
    </g>
  );
}

// Marks the warmest and coldest month of each line series with a callout.
function ExtremeCallouts() {
  // A band scale maps a category to the start of its band; the mapper returns its centre.
  const toX = getValueToPositionMapper(useXScale());
  const toY = getValueToPositionMapper(useYScale());
  const categories = useXAxis().data ?? [];
  const lineSeries = useLineSeries();
  // A halo in the background colour keeps the labels readable over the lines.
  const halo = useTheme().palette.background.paper;

  return (
    <g>
      {lineSeries.flatMap((series) => {
        const values = series.data.map((value) => value ?? Number.NaN);
        const extremes = [
          { kind: 'max', index: values.indexOf(Math.max(...values)) },
          { kind: 'min', index: values.indexOf(Math.min(...values)) },
        ];
        return extremes.map(({ kind, index }) => {
          const x = toX(categories[index]);
          const y = toY(values[index]);
          const dy = kind === 'max' ? -14 : 22;
          return (
            <g key={`${series.id}-${kind}`}>
              <circle cx={x} cy={y} r={7} fill="none" stroke={series.color} strokeWidth={2} />
              <text
                x={x}
                y={y + dy}
                textAnchor="middle"
                fontSize={11}
                fontWeight={600}
                fill={series.color}
                stroke={halo}
                strokeWidth={3}
                paintOrder="stroke"
              >
                {`${values[index]} °C`}
              </text>
            </g>
          );
        });
      })}
    </g>
  );
}

export default function UseScaleValueCallouts() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: [...monthLabels] }]}
      yAxis={[{ label: '°C', min: -5, max: 30 }]}
      series={[
        { id: 'inland', label: 'Inland town', data: inland },
        { id: 'coast', label: 'Coastal town', data: coast },
      ]}
    >
      <ComfortBand />
      <ExtremeCallouts />
    </LineChart>
  );
}
