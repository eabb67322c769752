import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { createTrend } from '../../demo-data/chart-series';

const days = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export default function LegendMarkType() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <LineChart
        height={260}
        xAxis={[{ data: days, tickMinStep: 1 }]}
        series={[
          { data: createTrend(1, 10, 50, 8), label: 'Line mark', labelMarkType: 'line' },
          { data: createTrend(2, 10, 35, 8), label: 'Circle mark', labelMarkType: 'circle' },
          { data: createTrend(3, 10, 20, 8), label: 'Square mark (default)' },
        ]}
      />
      <PieChart
        height={260}
        series={[
          {
            // On a pie, each slice may choose its own mark.
            data: [
              { id: 'beans', label: 'Beans', value: 42, labelMarkType: 'circle' },
              { id: 'milk', label: 'Milk', value: 27, labelMarkType: 'line' },
              { id: 'cups', label: 'Cups', value: 18 },
            ],
          },
        ]}
      />
    </Stack>
  );
}
