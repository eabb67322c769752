import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Coverage', 'Speed', 'Price', 'Support', 'Roaming'];

export default function RadarClick() {
  const [item, setItem] = React.useState('Click an area or a mark.');
  const [axis, setAxis] = React.useState('Click anywhere in the chart.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadarChart
        height={300}
        radar={{ max: 10, metrics }}
        series={[
          { id: 'north', label: 'North Mobile', data: [8, 6, 5, 7, 9] },
          { id: 'wave', label: 'Wave Telecom', data: [6, 9, 7, 5, 4] },
        ]}
        onAreaClick={(_, area) => setItem(`onAreaClick: "${area.seriesId}"`)}
        onMarkClick={(_, mark) => setItem(`onMarkClick: "${mark.seriesId}", ${metrics[mark.dataIndex ?? 0]}`)}
        onAxisClick={(_, clicked) => setAxis(`onAxisClick: ${String(clicked?.axisValue)}`)}
      />
      <Typography variant="body2" aria-live="polite">
        {item}
      </Typography>
      <Typography variant="body2" aria-live="polite">
        {axis}
      </Typography>
    </Stack>
  );
}
