import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Readings taken at irregular times: the x-axis places them at their real dates.
const readings = [
  { date: new Date(2024, 0, 2), value: 71 },
  { date: new Date(2024, 0, 3), value: 74 },
  { date: new Date(2024, 0, 9), value: 69 },
  { date: new Date(2024, 0, 10), value: 72 },
  { date: new Date(2024, 0, 24), value: 80 },
  { date: new Date(2024, 0, 25), value: 78 },
  { date: new Date(2024, 0, 31), value: 83 },
];
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long' });

export default function SparklineXAxis() {
  return (
    <SparkLineChart
      height={90}
      data={readings.map((reading) => reading.value)}
      // One axis object, not an array.
      xAxis={{
        scaleType: 'time',
        data: readings.map((reading) => reading.date),
        valueFormatter: (date: Date) => dayFormat.format(date),
      }}
      valueFormatter={(value) => `${value} kg`}
      showTooltip
      showHighlight
    />
  );
}
