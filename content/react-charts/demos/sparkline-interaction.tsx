import Stack from '@mui/material/Stack';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const queue = [12, 18, 9, 22, 30, 26, 14, 8, 11, 19];

export default function SparklineInteraction() {
  return (
    <Stack direction="row" spacing={3} sx={{ width: '100%' }}>
      <SparkLineChart
        data={queue}
        height={80}
        showTooltip
        showHighlight
        valueFormatter={(value) => `${value} people waiting`}
      />
      <SparkLineChart
        data={queue}
        height={80}
        plotType="bar"
        showTooltip
        showHighlight
        valueFormatter={(value) => `${value} people waiting`}
      />
    </Stack>
  );
}
