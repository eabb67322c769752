import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

export default function BarDemoStackedBySign() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[{ width: 50 }]}
      series={[
        // In one stack, positive values pile up above zero and negative ones below.
        { data: [40, -25, 55, 30, -35, 20], label: 'Warehouse A', stack: 'stock' },
        { data: [-20, 35, -15, 45, 25, -30], label: 'Warehouse B', stack: 'stock' },
        { data: [15, 10, -30, -20, 40, 35], label: 'Warehouse C', stack: 'stock' },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
