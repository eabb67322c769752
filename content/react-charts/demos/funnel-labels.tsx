import Box from '@mui/material/Box';
import { FunnelChart, funnelSectionClasses } from '@mui/x-charts-pro/FunnelChart';

// Revenue in euros left at each step of a web shop checkout.
const checkout = [
  { label: 'Basket', value: 84000 },
  { label: 'Shipping', value: 61500 },
  { label: 'Payment', value: 47200 },
  { label: 'Paid', value: 43900 },
];

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
});

export default function FunnelLabels() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <FunnelChart
        height={280}
        hideLegend
        series={[{ data: checkout, valueFormatter: (item) => euros.format(item.value) }]}
      />
      <FunnelChart
        height={280}
        hideLegend
        series={[{ data: checkout, valueFormatter: (item) => euros.format(item.value) }]}
        sx={{
          [`& .${funnelSectionClasses.label}`]: {
            fontSize: 16,
            fontWeight: 700,
            fill: '#fff',
            textShadow: '0 1px 2px rgba(0, 0, 0, 0.6)',
          },
        }}
      />
    </Box>
  );
}
