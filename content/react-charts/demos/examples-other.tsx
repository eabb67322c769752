import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { createTrend } from '../../demo-data/chart-series';

export default function ExamplesOther() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '200px 1fr' }, alignItems: 'center' }}>
      <Box>
        <Typography variant="subtitle2">Disk used</Typography>
        <Gauge height={160} value={72} text={({ value }) => `${value}%`} />
      </Box>
      <Box>
        <Typography variant="subtitle2">Requests per minute, last hour</Typography>
        <SparkLineChart height={80} data={createTrend(91, 60, 120, 15)} area showHighlight showTooltip />
      </Box>
    </Box>
  );
}
