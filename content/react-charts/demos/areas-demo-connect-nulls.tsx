import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// The scale was broken in weeks 3 and 6.
const harvest = [120, 135, null, 160, 150, null, 180, 175];

export default function AreasDemoConnectNulls() {
  return (
    <Stack sx={{ width: '100%' }}>
      <LineChart
        height={200}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ width: 45 }]}
        series={[{ data: harvest, label: 'Harvest (kg)', area: true }]}
      />
      <LineChart
        height={200}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ width: 45 }]}
        series={[{ data: harvest, label: 'Harvest (kg), connectNulls', area: true, connectNulls: true }]}
      />
    </Stack>
  );
}
