import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Support tickets per product: one product barely has any, one has none at all.
const products = ['Mobile app', 'Web app', 'Desktop', 'API', 'Plugins'];
const tickets = [1840, 2310, 4, 960, 0];

export default function BarsMinSize() {
  const [minBarSize, setMinBarSize] = React.useState(8);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id="bars-min-bar-size">minBarSize: {minBarSize}px</Typography>
      <Slider
        aria-labelledby="bars-min-bar-size"
        value={minBarSize}
        onChange={(_, value) => setMinBarSize(value)}
        min={0}
        max={30}
        sx={{ maxWidth: 320 }}
      />
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: products }]}
        yAxis={[{ width: 50 }]}
        series={[{ data: tickets, label: 'Support tickets', minBarSize }]}
      />
    </Stack>
  );
}
