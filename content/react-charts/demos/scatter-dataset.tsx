import { ScatterChart } from '@mui/x-charts/ScatterChart';

// One row per runner: age, best 10 km time (minutes) and weekly training (km).
const runners = [
  { bib: 'A12', age: 24, time: 41, weekly: 55 },
  { bib: 'A17', age: 31, time: 44, weekly: 48 },
  { bib: 'B03', age: 38, time: 47, weekly: 40 },
  { bib: 'B21', age: 45, time: 49, weekly: 42 },
  { bib: 'C08', age: 52, time: 53, weekly: 35 },
  { bib: 'C14', age: 29, time: 39, weekly: 68 },
  { bib: 'D02', age: 61, time: 58, weekly: 28 },
  { bib: 'D19', age: 35, time: 52, weekly: 22 },
  { bib: 'E05', age: 42, time: 45, weekly: 50 },
  { bib: 'E11', age: 57, time: 55, weekly: 33 },
];

export default function ScatterDataset() {
  return (
    <ScatterChart
      height={300}
      dataset={runners}
      xAxis={[{ label: 'Age' }]}
      yAxis={[{ label: '10 km time (min)', width: 50 }]}
      series={[
        {
          label: 'Runner',
          // Scatter series map the row fields to x, y (and optionally id, z) with datasetKeys.
          datasetKeys: { id: 'bib', x: 'age', y: 'time' },
          valueFormatter: (point) => (point ? `${point.x} years, ${point.y} min` : ''),
        },
      ]}
    />
  );
}
