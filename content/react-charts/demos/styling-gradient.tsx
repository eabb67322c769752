import { BarChart } from '@mui/x-charts/BarChart';

// Hours of sunshine in a seaside town, per season.
const seasons = ['Winter', 'Spring', 'Summer', 'Autumn'];
const sunshine = [310, 620, 890, 450];

export default function StylingGradient() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: seasons, scaleType: 'band' }]}
      yAxis={[{ label: 'Hours', width: 60 }]}
      series={[
        // The series refers to the SVG definition below by its id.
        { data: sunshine, label: 'Sunshine', color: 'url(#styling-gradient-sunset)' },
      ]}
    >
      <defs>
        <linearGradient id="styling-gradient-sunset" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ffb300" />
          <stop offset="100%" stopColor="#e64a19" />
        </linearGradient>
      </defs>
    </BarChart>
  );
}
