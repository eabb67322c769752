import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { useLegend } from '@mui/x-charts/hooks';

const totals: Record<string, number> = { coffee: 1840, tea: 960, juice: 610 };

// A legend that also shows each series' total. useLegend gives the items the default legend would draw.
function LegendWithTotals() {
  const { items } = useLegend();
  return (
    <Box
      component="ul"
      sx={{ gridArea: 'legend', display: 'flex', gap: 3, listStyle: 'none', m: 0, p: 0, justifyContent: 'center' }}
    >
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ChartsLabelMark type={item.markType} color={item.color} />
          <Typography variant="body2">{item.label}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {totals[String(item.seriesId)]?.toLocaleString('en-US')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function LegendCustomComponent() {
  return (
    <BarChart
      height={300}
      xAxis={[{ data: weekdays, scaleType: 'band' }]}
      series={[
        { id: 'coffee', data: [410, 380, 350, 360, 340], label: 'Coffee', labelMarkType: 'circle' },
        { id: 'tea', data: [190, 200, 180, 210, 180], label: 'Tea', labelMarkType: 'circle' },
        { id: 'juice', data: [100, 120, 130, 110, 150], label: 'Juice', labelMarkType: 'line' },
      ]}
      slots={{ legend: LegendWithTotals }}
    />
  );
}
