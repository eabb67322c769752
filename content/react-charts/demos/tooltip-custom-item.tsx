import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsTooltipContainer, useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import type { ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { createCorrelatedPoints } from '../../demo-data/chart-scatter';

// Hikes climb a lot per kilometre, runs much less.
const hikes = createCorrelatedPoints({ count: 25, seed: 81, x: [14, 4], slope: 45, intercept: 0, noise: 90 }).map(
  (point) => ({ ...point, y: Math.round(point.y) }),
);
const runs = createCorrelatedPoints({ count: 25, seed: 82, x: [9, 3], slope: 12, intercept: 10, noise: 25 }).map(
  (point) => ({ ...point, id: point.id + 100, y: Math.round(point.y) }),
);

// The content: useItemTooltip describes the hovered item (or is null).
function ActivityCard() {
  const tooltip = useItemTooltip<'scatter'>();
  if (!tooltip || !tooltip.value) {
    return null;
  }
  return (
    <Paper sx={{ p: 1.5, borderLeft: 6, borderColor: tooltip.color }}>
      <Typography variant="subtitle2">
        {tooltip.label} #{tooltip.identifier.dataIndex + 1}
      </Typography>
      <Typography variant="body2">
        {tooltip.value.x} km, {tooltip.value.y} m climbing
      </Typography>
    </Paper>
  );
}

// The container keeps the default open/close state and follows the pointer.
function ActivityTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <ActivityCard />
    </ChartsTooltipContainer>
  );
}

export default function TooltipCustomItem() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Distance (km)' }]}
      yAxis={[{ label: 'Elevation gain (m)', width: 60 }]}
      series={[
        { data: hikes, label: 'Hike' },
        { data: runs, label: 'Run' },
      ]}
      slots={{ tooltip: ActivityTooltip }}
    />
  );
}
