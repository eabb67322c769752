import { PieChart } from '@mui/x-charts/PieChart';

// Inner ring: continents. Outer ring: the countries within them.
const continents = [
  { id: 'eu', value: 60, label: 'Europe', color: '#3949ab' },
  { id: 'as', value: 40, label: 'Asia', color: '#00897b' },
];
const countries = [
  { id: 'fr', value: 25, label: 'France', color: '#5c6bc0' },
  { id: 'it', value: 20, label: 'Italy', color: '#7986cb' },
  { id: 'pt', value: 15, label: 'Portugal', color: '#9fa8da' },
  { id: 'jp', value: 28, label: 'Japan', color: '#26a69a' },
  { id: 'vn', value: 12, label: 'Vietnam', color: '#80cbc4' },
];

export default function PieCss() {
  return (
    <PieChart
      height={300}
      hideLegend
      series={[
        { id: 'continents', data: continents, outerRadius: 70 },
        { id: 'countries', data: countries, innerRadius: 80, outerRadius: 120, arcLabel: 'label' },
      ]}
      sx={{
        // Each series is drawn in a group carrying its id in `data-series`.
        '& [data-series="countries"] path': { opacity: 0.7, stroke: '#fff', strokeWidth: 2 },
      }}
    />
  );
}
