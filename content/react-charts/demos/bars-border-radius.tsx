import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Design', 'Platform', 'Mobile', 'Data'];

export default function BarsBorderRadius() {
  const [borderRadius, setBorderRadius] = React.useState(10);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id="bars-border-radius">borderRadius: {borderRadius}</Typography>
      <Slider
        aria-labelledby="bars-border-radius"
        value={borderRadius}
        onChange={(_, value) => setBorderRadius(value)}
        min={0}
        max={40}
        sx={{ maxWidth: 320 }}
      />
      <BarChart
        height={300}
        borderRadius={borderRadius}
        xAxis={[{ scaleType: 'band', data: teams }]}
        series={[
          // Stacked, with negative values: only the outer ends of each stack are rounded.
          { data: [12, 18, 9, 14], label: 'Hires', stack: 'change' },
          { data: [6, 4, 7, 3], label: 'Transfers in', stack: 'change' },
          { data: [-5, -8, -3, -6], label: 'Departures', stack: 'change' },
        ]}
      />
    </Stack>
  );
}
