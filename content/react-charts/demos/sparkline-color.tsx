import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const up = [3, 4, 4, 6, 5, 7, 8, 9];
const down = [9, 8, 8, 6, 7, 5, 4, 3];

export default function SparklineColor() {
  return (
    <Stack direction="row" spacing={3} sx={{ width: '100%' }}>
      <SparkLineChart data={up} height={70} color="#2e7d32" area />
      <SparkLineChart data={down} height={70} color="#c62828" area />
      {/* A function receives the colour scheme of the theme. */}
      <SparkLineChart data={up} height={70} color={(mode) => (mode === 'dark' ? '#ffffff' : '#000000')} />
    </Stack>
  );
}
