import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const fleet = [
  { id: 'bus', value: 46, label: 'Buses' },
  { id: 'tram', value: 22, label: 'Trams' },
  { id: 'ferry', value: 6, label: 'Ferries' },
  { id: 'metro', value: 18, label: 'Metro trains' },
];

export default function PieClick() {
  const [clicked, setClicked] = React.useState<string>('Click a slice.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <PieChart
        height={260}
        series={[{ id: 'fleet', data: fleet }]}
        onItemClick={(_, item) => {
          const slice = fleet[item.dataIndex];
          setClicked(`Series "${item.seriesId}", index ${item.dataIndex}: ${slice?.value} ${slice?.label}`);
        }}
      />
      <Typography variant="body2" aria-live="polite">
        {clicked}
      </Typography>
    </Stack>
  );
}
