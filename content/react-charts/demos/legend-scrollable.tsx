import { LineChart } from '@mui/x-charts/LineChart';
import { createTrend } from '../../demo-data/chart-series';

// Twenty sensors in a greenhouse: too many legend items for the space beside the chart.
const hours = Array.from({ length: 12 }, (_, index) => index * 2);
const sensors = Array.from({ length: 20 }, (_, index) => ({
  id: `sensor-${index + 1}`,
  label: `Sensor ${index + 1}`,
  data: createTrend(100 + index, hours.length, 18 + (index % 5), 2),
  showMark: false,
}));

export default function LegendScrollable() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, label: 'Hour' }]}
      yAxis={[{ label: '°C' }]}
      series={sensors}
      slotProps={{
        legend: {
          direction: 'vertical',
          position: { vertical: 'middle', horizontal: 'end' },
          // A fixed height plus overflowY turns the legend into a scrolling list.
          sx: { maxHeight: 240, overflowY: 'auto', flexWrap: 'nowrap', pr: 1 },
          tabIndex: 0,
        },
      }}
    />
  );
}
