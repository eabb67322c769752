import * as React from 'react';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useChartId, useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';
import { AnimatedLine, type AnimatedLineProps, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// Monthly bookings of a holiday cottage: 8 known months, then 4 forecast months.
const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const bookings = [6, 8, 11, 14, 18, 24, 29, 27, 21, 15, 10, 7];
const FORECAST_FROM = 8; // Month from which the values are estimated.
// Low and high estimates for the forecast months, from month 8 on.
const band = [
  { month: 8, low: 27, high: 27 },
  { month: 9, low: 18, high: 24 },
  { month: 10, low: 11, high: 19 },
  { month: 11, low: 6, high: 14 },
  { month: 12, low: 3, high: 11 },
];

// The default line, drawn twice: solid up to the limit, dashed after it.
function ForecastLine(props: AnimatedLineProps) {
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale();
  const chartId = useChartId();
  const limit = xScale(FORECAST_FROM) ?? left + width;
  const id = `${chartId}-${props.ownerState.id}`;

  return (
    <React.Fragment>
      <clipPath id={`${id}-known`}>
        <rect x={left} y={top} width={limit - left} height={height} />
      </clipPath>
      <clipPath id={`${id}-forecast`}>
        <rect x={limit} y={top} width={left + width - limit} height={height} />
      </clipPath>
      <g clipPath={`url(#${id}-known)`}>
        <AnimatedLine {...props} />
      </g>
      <g clipPath={`url(#${id}-forecast)`} strokeDasharray="6 5">
        <AnimatedLine {...props} />
      </g>
    </React.Fragment>
  );
}

// A shaded polygon between the low and the high estimates.
function UncertaintyBand() {
  const xScale = useXScale();
  const yScale = useYScale();
  const upper = band.map(({ month, high }) => `${xScale(month)},${yScale(high)}`);
  const lower = band.map(({ month, low }) => `${xScale(month)},${yScale(low)}`).reverse();
  return <polygon points={[...upper, ...lower].join(' ')} fill="#1976d2" fillOpacity={0.15} />;
}

export default function LineDemoForecast() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ data: months, label: 'Month' }]}
      yAxis={[{ width: 40 }]}
      series={[{ type: 'line', data: bookings, label: 'Bookings', color: '#1976d2' }]}
    >
      <UncertaintyBand />
      <LinePlot slots={{ line: ForecastLine }} />
      <ChartsAxisHighlight x="line" />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip />
    </ChartContainer>
  );
}
