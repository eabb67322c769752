import { LineChart } from '@mui/x-charts/LineChart';

// Three days of readings every three hours, on a point axis.
const readings = Array.from({ length: 24 }, (_, index) => new Date(2024, 5, 10, index * 3));
const humidity = [72, 75, 78, 64, 51, 47, 55, 66, 74, 79, 81, 68, 54, 49, 58, 70, 77, 80, 83, 70, 57, 50, 60, 71];

const time = (date: Date) => `${date.getHours()}:00`;
const dayAndTime = (date: Date) =>
  date.getHours() === 0 ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }) : time(date);

export default function AxisTickInterval() {
  return (
    <LineChart
      height={340}
      xAxis={[
        // Default: one tick per point, labels thinned out so that they never overlap.
        { id: 'everyPoint', data: readings, scaleType: 'point', position: 'top', valueFormatter: time },
        {
          id: 'midnightAndNoon',
          data: readings,
          scaleType: 'point',
          position: 'bottom',
          valueFormatter: dayAndTime,
          // Ticks only at midnight and noon…
          tickInterval: (date: Date) => date.getHours() % 12 === 0,
          // …and a label only on the midnight ones.
          tickLabelInterval: (date: Date) => date.getHours() === 0,
        },
      ]}
      series={[{ data: humidity, xAxisId: 'midnightAndNoon', label: 'Humidity (%)' }]}
    />
  );
}
