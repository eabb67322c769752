import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { createRegionQuarters, createTrend, monthLabels } from '../../demo-data/chart-series';

const quarters = createRegionQuarters(3);
const visitors = createTrend(11, 12, 420, 90);
const signUps = createTrend(12, 12, 120, 35);

export default function OverviewSales() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <BarChart
        height={300}
        dataset={quarters}
        xAxis={[{ dataKey: 'quarter' }]}
        yAxis={[{ label: 'Revenue (k$)', width: 60 }]}
        series={[
          { dataKey: 'north', label: 'North' },
          { dataKey: 'south', label: 'South' },
          { dataKey: 'west', label: 'West' },
        ]}
      />
      <LineChart
        height={300}
        xAxis={[{ data: [...monthLabels], scaleType: 'point' }]}
        series={[
          { data: visitors, label: 'Visitors', area: true },
          { data: signUps, label: 'Sign-ups' },
        ]}
        grid={{ horizontal: true }}
      />
    </Stack>
  );
}
