import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsItemTooltipContent, useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const rooms = ['Kitchen', 'Living', 'Office', 'Bedroom', 'Bath'];
const kwh = [212, 145, 98, 41, 63];

// A tooltip pinned above the hovered bar instead of following the pointer.
function PinnedTooltip() {
  const tooltip = useItemTooltip<'bar'>();
  const { top } = useDrawingArea();
  // The x scale gives the left edge of each band.
  const xScale = useXScale<'band'>();

  if (!tooltip) {
    return null;
  }
  const room = rooms[tooltip.identifier.dataIndex]!;
  const left = (xScale(room) ?? 0) + xScale.bandwidth() / 2;

  return (
    <Box
      sx={{
        position: 'absolute',
        top: Math.max(0, top - 8),
        left,
        transform: 'translate(-50%, 0)',
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      <ChartsItemTooltipContent />
    </Box>
  );
}

export default function TooltipCustomPosition() {
  return (
    <BarChart
      height={320}
      xAxis={[{ data: rooms, scaleType: 'band' }]}
      yAxis={[{ label: 'kWh per month' }]}
      series={[{ data: kwh, label: 'Electricity' }]}
      slots={{ tooltip: PinnedTooltip }}
      // Without a legend, the plot starts at the top of the wrapper, so drawing-area coordinates match.
      hideLegend
      sx={{ position: 'relative' }}
    />
  );
}
