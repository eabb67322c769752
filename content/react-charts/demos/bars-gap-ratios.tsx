import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

export default function BarsGapRatios() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ flex: 1 }}>
          <Typography id="bars-category-gap">categoryGapRatio: {categoryGapRatio}</Typography>
          <Slider
            aria-labelledby="bars-category-gap"
            value={categoryGapRatio}
            onChange={(_, value) => setCategoryGapRatio(value)}
            min={0}
            max={1}
            step={0.05}
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="bars-bar-gap">barGapRatio: {barGapRatio}</Typography>
          <Slider
            aria-labelledby="bars-bar-gap"
            value={barGapRatio}
            onChange={(_, value) => setBarGapRatio(value)}
            min={-1}
            max={1}
            step={0.05}
          />
        </Box>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: ['2022', '2023', '2024'], categoryGapRatio, barGapRatio }]}
        series={[
          { data: [38, 44, 52], label: 'Spring' },
          { data: [61, 58, 70], label: 'Summer' },
          { data: [29, 35, 33], label: 'Autumn' },
        ]}
      />
    </Stack>
  );
}
