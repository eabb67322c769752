import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const heartRate = [62, 64, 61, 75, 92, 88, 70, 66, 63, 65];

export default function SparklineAreaCurve() {
  return (
    <Stack direction="row" spacing={3} sx={{ width: '100%' }}>
      <SparkLineChart data={heartRate} height={80} area />
      <SparkLineChart data={heartRate} height={80} area curve="natural" />
      <SparkLineChart data={heartRate} height={80} curve="stepAfter" />
    </Stack>
  );
}
