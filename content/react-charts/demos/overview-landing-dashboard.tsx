import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { createShares, salesChannels } from '../../demo-data/chart-categories';
import { createTrend, createValues, monthLabels } from '../../demo-data/chart-series';

const months = monthLabels.slice(6);

// A small outdoor-gear shop: orders per month, share of sales per channel, daily visitors.
export default function OverviewLandingDashboard() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '2fr 1fr' } }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2">Orders per month</Typography>
        <BarChart
          height={240}
          xAxis={[{ data: months, scaleType: 'band' }]}
          series={[
            { label: 'Online', data: createValues(101, 6, 80, 160) },
            { label: 'In store', data: createValues(102, 6, 40, 110) },
          ]}
        />
      </Paper>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2">Sales by channel</Typography>
          <PieChart
            height={140}
            series={[
              {
                data: createShares(salesChannels, 103),
                innerRadius: 35,
                valueFormatter: (item) => `${item.value}%`,
              },
            ]}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2">Visitors, last 30 days</Typography>
          <SparkLineChart height={60} data={createTrend(104, 30, 300, 40)} area showTooltip showHighlight />
        </Paper>
      </Box>
    </Box>
  );
}
