import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

const houses = createCorrelatedPoints({ count: 60, seed: 44, x: [110, 35], slope: 3.1, intercept: 40, noise: 50 });

export default function TooltipStyle() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Floor area (m²)' }]}
      yAxis={[{ label: 'Price (k€)', width: 60 }]}
      series={[
        { data: houses, label: 'Sold houses', valueFormatter: (point) => (point ? `${point.x} m², ${point.y}k€` : '') },
      ]}
      slotProps={{
        tooltip: {
          // The tooltip lives in a portal outside the chart: style it through its own sx.
          sx: {
            [`& .${chartsTooltipClasses.paper}`]: { borderRadius: 3, boxShadow: 6 },
            [`& .${chartsTooltipClasses.valueCell}`]: { color: 'primary.main', fontWeight: 700 },
            [`& .${chartsTooltipClasses.labelCell}`]: { fontStyle: 'italic' },
          },
        },
      }}
    />
  );
}
