import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const rounds = [1, 2, 3, 4, 5, 6];

export default function LinesClick() {
  const [lastItem, setLastItem] = React.useState('Click a line, an area or a mark.');
  const [lastAxis, setLastAxis] = React.useState('Click anywhere in the chart.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ data: rounds, scaleType: 'point', label: 'Round' }]}
        series={[
          { id: 'ana', data: [12, 19, 25, 31, 40, 46], label: 'Ana', area: true, stack: 'points' },
          { id: 'ben', data: [8, 15, 18, 27, 30, 38], label: 'Ben', area: true, stack: 'points' },
        ]}
        onAreaClick={(_, area) => setLastItem(`onAreaClick: area of "${area.seriesId}"`)}
        onLineClick={(_, line) => setLastItem(`onLineClick: line of "${line.seriesId}"`)}
        onMarkClick={(_, mark) => setLastItem(`onMarkClick: "${mark.seriesId}", index ${mark.dataIndex}`)}
        onAxisClick={(_, axis) => setLastAxis(`onAxisClick: round ${String(axis?.axisValue)}`)}
      />
      <Typography variant="body2" aria-live="polite">
        {lastItem}
      </Typography>
      <Typography variant="body2" aria-live="polite">
        {lastAxis}
      </Typography>
    </Stack>
  );
}
