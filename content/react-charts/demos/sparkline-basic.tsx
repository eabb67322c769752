import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const orders = [4, 7, 5, 9, 12, 8, 11, 15, 10, 13];

export default function SparklineBasic() {
  return (
    <Stack direction="row" spacing={3} sx={{ width: '100%' }}>
      <SparkLineChart data={orders} height={80} />
      <SparkLineChart data={orders} height={80} plotType="bar" />
    </Stack>
  );
}
