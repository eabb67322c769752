import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Nobody counted on Wednesday and Saturday.
const birds = [34, 41, null, 38, 45, null, 52];

export default function LineDemoConnectNulls() {
  return (
    <Stack sx={{ width: '100%' }}>
      <LineChart
        height={200}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 40 }]}
        series={[{ data: birds, label: 'Birds counted (gaps)' }]}
      />
      <LineChart
        height={200}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 40 }]}
        series={[{ data: birds, label: 'Birds counted (connectNulls)', connectNulls: true, color: '#8e24aa' }]}
      />
    </Stack>
  );
}
