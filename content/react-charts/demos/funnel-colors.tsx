import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Orders of a bakery, from placed to delivered.
const orders = [
  { label: 'Placed', value: 420 },
  { label: 'Baked', value: 405 },
  { label: 'Packed', value: 398 },
  { label: 'Delivered', value: 390 },
];

const autumn = ['#7c2d12', '#c2410c', '#f97316', '#fdba74'];

export default function FunnelColors() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      {/* Left: every section takes its colour from the palette. */}
      <FunnelChart height={300} colors={autumn} series={[{ data: orders }]} />
      {/* Right: same palette, but the last section sets its own colour. */}
      <FunnelChart
        height={300}
        colors={autumn}
        series={[
          {
            data: orders.map((item) => (item.label === 'Delivered' ? { ...item, color: '#15803d' } : item)),
          },
        ]}
      />
    </Box>
  );
}
