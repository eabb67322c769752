import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const quiet = [2, 3, 2, 4, 3, 5, 4];
const busy = [70, 85, 78, 92, 88, 95, 90];

export default function SparklineYRange() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr 1fr', gap: 2, alignItems: 'center', width: '100%' }}>
      <Typography variant="body2">Own range</Typography>
      <SparkLineChart data={quiet} height={60} />
      <SparkLineChart data={busy} height={60} />
      <Typography variant="body2">0 to 100</Typography>
      <SparkLineChart data={quiet} height={60} yAxis={{ min: 0, max: 100 }} />
      <SparkLineChart data={busy} height={60} yAxis={{ min: 0, max: 100 }} />
    </Box>
  );
}
