import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// A loading overlay drawn in SVG: three bars that fill the plot from left to right.
function SkeletonOverlay(props: { message?: string }) {
  const { left, top, width, height } = useDrawingArea();
  const barWidth = width / 7;
  return (
    <g aria-label={props.message}>
      {[0.4, 0.7, 0.55].map((ratio, index) => (
        <rect
          key={index}
          x={left + barWidth * (1 + index * 2)}
          y={top + height * (1 - ratio)}
          width={barWidth}
          height={height * ratio}
          rx={4}
          fill="currentColor"
          opacity={0.12}
        />
      ))}
      <text x={left + width / 2} y={top + 20} textAnchor="middle" fill="currentColor" fontSize={14}>
        {props.message}
      </text>
    </g>
  );
}

type State = 'loading' | 'empty';

export default function StylingCustomOverlay() {
  const [state, setState] = React.useState<State>('loading');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={state}
        exclusive
        size="small"
        onChange={(_, next: State | null) => next && setState(next)}
        aria-label="Chart state"
      >
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="empty">No data</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        loading={state === 'loading'}
        xAxis={[{ data: [], scaleType: 'point' }]}
        series={[{ data: [], label: 'Visitors' }]}
        // Plain text changes go through localeText; the loading picture goes through a slot.
        localeText={{ loading: 'Fetching this week’s visitors…', noData: 'No visits recorded yet.' }}
        slots={{ loadingOverlay: SkeletonOverlay }}
      />
    </Stack>
  );
}
