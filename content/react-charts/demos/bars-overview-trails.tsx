import { BarChart } from '@mui/x-charts/BarChart';

// Marked hiking trails per mountain range, in kilometres (made-up figures).
const ranges = [
  { range: 'Karst Ridge', km: 412 },
  { range: 'Silver Peaks', km: 388 },
  { range: 'Lake Hills', km: 301 },
  { range: 'North Moors', km: 264 },
  { range: 'Red Canyon', km: 219 },
  { range: 'Cedar Valley', km: 174 },
  { range: 'Dune Coast', km: 96 },
];

export default function BarsOverviewTrails() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      dataset={ranges}
      yAxis={[{ scaleType: 'band', dataKey: 'range', width: 100 }]}
      xAxis={[{ label: 'Marked trails (km)' }]}
      series={[{ dataKey: 'km', label: 'Trail length', valueFormatter: (value) => `${value} km` }]}
      hideLegend
      grid={{ vertical: true }}
      borderRadius={6}
    />
  );
}
