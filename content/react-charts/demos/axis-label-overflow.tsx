import { BarChart } from '@mui/x-charts/BarChart';

// Long names on both axes: the axes are sized to hold them and the margin keeps the edges clear.
const routes = [
  { route: 'Amsterdam Centraal → Rotterdam', delay: 4.2 },
  { route: 'Utrecht → Eindhoven Strijp-S', delay: 6.8 },
  { route: 'Den Haag HS → Leiden Centraal', delay: 2.1 },
  { route: 'Groningen → Zwolle', delay: 3.5 },
  { route: 'Maastricht Randwyck → Sittard', delay: 7.4 },
];

export default function AxisLabelOverflow() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      dataset={routes}
      margin={{ right: 40 }}
      yAxis={[{ dataKey: 'route', scaleType: 'band', width: 230 }]}
      xAxis={[
        {
          label: 'Average delay per departure',
          height: 60,
          valueFormatter: (minutes: number) => `${minutes.toFixed(1)} minutes`,
          tickLabelStyle: { angle: -20, textAnchor: 'end' },
        },
      ]}
      series={[{ dataKey: 'delay', label: 'Delay (min)' }]}
    />
  );
}
