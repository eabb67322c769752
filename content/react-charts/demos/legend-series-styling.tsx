import { LineChart } from '@mui/x-charts/LineChart';
import { createTrend } from '../../demo-data/chart-series';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8];

export default function LegendSeriesStyling() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: weeks, label: 'Week', tickMinStep: 1 }]}
      series={[
        { id: 'actual', data: createTrend(8, 8, 60, 10), label: 'Actual' },
        { id: 'forecast', data: createTrend(9, 8, 62, 4), label: 'Forecast (estimate)' },
      ]}
      sx={{
        // data-series holds the series id on each legend item.
        '& .MuiChartsLegend-item[data-series="forecast"]': {
          fontStyle: 'italic',
          opacity: 0.7,
        },
        '& .MuiLineElement-series-forecast': { strokeDasharray: '6 4' },
      }}
    />
  );
}
