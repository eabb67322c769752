import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { useLegend, usePieSeries } from '@mui/x-charts/hooks';
import { createShares } from '../../../demo-data/chart-categories';

const shares = createShares().map((slice, index) => ({
  ...slice,
  // The smaller slices get a circle mark, to show that markType reaches the legend items.
  labelMarkType: index < 3 ? ('square' as const) : ('circle' as const),
}));

// A vertical legend with each slice's share, built from the legend items.
function ShareList() {
  const { items } = useLegend();
  // Legend items name their slice with itemId; the pie series gives the matching value.
  const slices = usePieSeries()[0]?.data ?? [];

  return (
    <Box
      component="ul"
      aria-label="Sales share by product line"
      sx={{ gridArea: 'legend', listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75, alignContent: 'center' }}
    >
      {items.map((item) => {
        const slice = slices.find((candidate) => candidate.id === item.itemId);
        return (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: 1 }}
          >
            <ChartsLabelMark type={item.markType} color={item.color} />
            <Typography variant="body2">{item.label}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
              {slice ? `${slice.value}%` : ''}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

export default function UseLegendShareList() {
  return (
    <PieChart
      height={240}
      series={[{ id: 'share', data: shares, innerRadius: 50, paddingAngle: 1 }]}
      slots={{ legend: ShareList }}
      slotProps={{ legend: { position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
