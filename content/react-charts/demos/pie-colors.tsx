import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';

const votes = [
  { id: 0, value: 412, label: 'Yes' },
  { id: 1, value: 288, label: 'No' },
  { id: 2, value: 95, label: 'Blank' },
];

export default function PieColors() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      {/* A palette: slices take its colours in order. */}
      <PieChart height={220} colors={['#00897b', '#f4511e', '#9e9e9e']} series={[{ data: votes }]} />
      {/* A colour on a slice wins over the palette. */}
      <PieChart
        height={220}
        colors={['#00897b', '#f4511e', '#9e9e9e']}
        series={[{ data: votes.map((slice) => (slice.label === 'Blank' ? { ...slice, color: '#fdd835' } : slice)) }]}
      />
    </Stack>
  );
}
