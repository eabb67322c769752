import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Share of a region's energy production by source, in percent.
const energy = [
  { label: 'Hydro', value: 8 },
  { label: 'Solar', value: 17 },
  { label: 'Wind', value: 30 },
  { label: 'Gas', value: 45 },
];

const series = [
  { curve: 'pyramid' as const, data: energy, valueFormatter: (item: { value: number }) => `${item.value}%` },
];

export default function PyramidLinear() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      {/* Left: band scale, every segment equally tall. */}
      <FunnelChart height={300} hideLegend series={series} />
      {/* Right: linear scale, segment height follows the value. */}
      <FunnelChart height={300} hideLegend categoryAxis={{ scaleType: 'linear' }} series={series} />
    </Box>
  );
}
