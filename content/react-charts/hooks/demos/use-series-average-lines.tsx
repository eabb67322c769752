import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { useTheme } from '@mui/material/styles';
import { useDrawingArea, useSeries, useYScale } from '@mui/x-charts/hooks';
import { createValues, monthLabels } from '../../../demo-data/chart-series';

const months = monthLabels.slice(0, 6);

type Average = { id: string | number; color: string; mean: number };

// useSeries groups series by type. Any type whose data is a list of numbers (bars, lines…) gets an
// average; the others (pie slices, scatter points…) have no single value per point and are skipped.
function useSeriesAverages(): Average[] {
  const seriesByType = useSeries();
  return Object.values(seriesByType).flatMap((group) =>
    group.seriesOrder.flatMap((id) => {
      const item = group.series[id];
      if (!item || !('color' in item) || !item.color) return [];
      const values = (item.data as unknown[]).filter((value): value is number => typeof value === 'number');
      if (values.length === 0) return [];
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      return [{ id, color: item.color, mean }];
    }),
  );
}

// One dashed line per series at its average, whatever the series type.
function AverageLines() {
  const averages = useSeriesAverages();
  const yScale = useYScale<'linear'>();
  const { left, width } = useDrawingArea();
  const theme = useTheme();

  return (
    <g>
      {averages.map(({ id, color, mean }) => (
        <g key={id}>
          <line
            x1={left}
            x2={left + width}
            y1={yScale(mean)}
            y2={yScale(mean)}
            stroke={color}
            strokeWidth={1.5}
            strokeDasharray="6 3"
          />
          <text
            x={left + 6}
            y={yScale(mean) - 5}
            fontSize={11}
            fontWeight={600}
            fill={color}
            stroke={theme.palette.background.paper}
            strokeWidth={3}
            paintOrder="stroke"
          >
            {`avg ${Math.round(mean)}`}
          </text>
        </g>
      ))}
    </g>
  );
}

export default function UseSeriesAverageLines() {
  return (
    <ChartDataProvider
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ min: 0 }]}
      series={[
        { type: 'bar', id: 'workshops', label: 'Workshops sold', data: createValues(71, months.length, 20, 60) },
        { type: 'bar', id: 'rentals', label: 'Kayak rentals', data: createValues(72, months.length, 35, 95) },
        { type: 'line', id: 'tours', label: 'Guided tours', data: createValues(73, months.length, 50, 110) },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <AverageLines />
      </ChartsSurface>
    </ChartDataProvider>
  );
}
