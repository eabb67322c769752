import { BarChart } from '@mui/x-charts/BarChart';

const seasons = ['Winter', 'Spring', 'Summer', 'Autumn'];

export default function BarsCss() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: seasons }]}
      series={[
        { id: 'target', data: [300, 420, 560, 380], label: 'Target', color: '#90a4ae' },
        { id: 'actual', data: [280, 455, 610, 340], label: 'Actual', color: 'url(#bars-css-actual)' },
      ]}
      sx={{
        // Every series is drawn in a `g` carrying its id in `data-series`.
        '& [data-series="target"] rect': {
          fillOpacity: 0.35,
          stroke: '#546e7a',
          strokeWidth: 1.5,
          strokeDasharray: '4 3',
        },
      }}
    >
      <defs>
        <linearGradient id="bars-css-actual" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ffb74d" />
          <stop offset="100%" stopColor="#e65100" />
        </linearGradient>
      </defs>
    </BarChart>
  );
}
