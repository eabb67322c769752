import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { createTimeSeries } from '../../demo-data/chart-time-series';

// A year of weekly downloads for a made-up package.
const weeks = createTimeSeries({
  seed: 23,
  count: 52,
  stepDays: 7,
  base: 41000,
  trend: 260,
  weeklyAmplitude: 0,
  yearlyAmplitude: 2500,
  noise: 1800,
  decimals: 0,
});
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const latest = weeks[weeks.length - 1]?.value ?? 0;

export default function SparklineDownloads() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: 320, maxWidth: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        Weekly downloads of tiny-tokenizer
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="p">
          {latest.toLocaleString('en-US')}
        </Typography>
        <SparkLineChart
          height={50}
          data={weeks.map((week) => week.value)}
          xAxis={{
            scaleType: 'time',
            data: weeks.map((week) => week.date),
            valueFormatter: (date: Date) => dateFormat.format(date),
          }}
          valueFormatter={(value) => `${value?.toLocaleString('en-US')} downloads`}
          area
          showTooltip
          showHighlight
          color="#8e24aa"
        />
      </Stack>
    </Paper>
  );
}
