import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Energy use of a workshop per quarter (MWh), split by source.
const grid = [42, 35, 30, 38];
const solar = [8, 19, 24, 11];
const battery = [3, 6, 8, 4];

export default function StackingBasic() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      {/* Grid and solar share the stack "supply"; battery has no stack and stands beside it. */}
      <BarChart
        height={280}
        xAxis={[{ data: quarters, scaleType: 'band' }]}
        series={[
          { data: grid, label: 'Grid', stack: 'supply' },
          { data: solar, label: 'Solar', stack: 'supply' },
          { data: battery, label: 'Battery' },
        ]}
      />
      {/* The same idea on areas: each layer sits on the previous one. */}
      <LineChart
        height={280}
        xAxis={[{ data: quarters, scaleType: 'point' }]}
        series={[
          { data: grid, label: 'Grid', stack: 'supply', area: true },
          { data: solar, label: 'Solar', stack: 'supply', area: true },
          { data: battery, label: 'Battery', stack: 'supply', area: true },
        ]}
      />
    </Stack>
  );
}
