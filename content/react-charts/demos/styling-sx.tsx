import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { createMonthlyTemperatures, monthLabels } from '../../demo-data/chart-series';

const temperatures = createMonthlyTemperatures(12);

export default function StylingSx() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: [...monthLabels], scaleType: 'point' }]}
      yAxis={[{ label: '°C' }]}
      series={[{ data: temperatures, label: 'Mean temperature' }]}
      sx={{
        // Any part of the chart can be reached through its class name.
        [`& .${lineElementClasses.root}`]: { strokeWidth: 4, strokeLinecap: 'round' },
        [`& .${markElementClasses.root}`]: { fill: '#fff', strokeWidth: 3 },
        [`& .${axisClasses.left} .${axisClasses.label}`]: { fontWeight: 700 },
        [`& .${axisClasses.bottom} .${axisClasses.tickLabel}`]: { fill: '#6d4c41', fontStyle: 'italic' },
        [`& .${axisClasses.root} .${axisClasses.line}`]: { strokeDasharray: '3 3' },
      }}
    />
  );
}
