import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createScatterClusters } from '../../demo-data/chart-scatter';

const clusters = createScatterClusters(
  [
    { x: 3, y: 7, count: 15 },
    { x: 8, y: 3, count: 15 },
  ],
  11,
);

export default function ScatterClick() {
  const [message, setMessage] = React.useState('Click near a point.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ScatterChart
        height={300}
        yAxis={[{ width: 30 }]}
        series={clusters.map((data, index) => ({ id: `group-${index + 1}`, label: `Group ${index + 1}`, data }))}
        onItemClick={(_: unknown, item: ScatterItemIdentifier) => {
          const point = clusters[Number(String(item.seriesId).slice(-1)) - 1]?.[item.dataIndex];
          setMessage(`Series "${item.seriesId}", index ${item.dataIndex}: x ${point?.x}, y ${point?.y}`);
        }}
      />
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
