import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const sizes = ['S', 'M', 'L', 'XL'];
const returns = [14, 9, 11, 21];

export default function CompositionResponsive() {
  const [mode, setMode] = React.useState<'fixed' | 'fluid'>('fluid');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={mode}
        exclusive
        size="small"
        onChange={(_, next: 'fixed' | 'fluid' | null) => next && setMode(next)}
        aria-label="Chart size"
      >
        <ToggleButton value="fixed">width 320, height 240</ToggleButton>
        <ToggleButton value="fluid">fills its parent</ToggleButton>
      </ToggleButtonGroup>
      {/* The parent has its own height, so a chart without size props has something to fill. */}
      <Box sx={{ height: 280, width: '100%', border: '1px dashed', borderColor: 'divider' }}>
        <ChartContainer
          {...(mode === 'fixed' ? { width: 320, height: 240 } : {})}
          xAxis={[{ data: sizes, scaleType: 'band' }]}
          series={[{ type: 'bar', data: returns, label: 'Returns' }]}
        >
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartContainer>
      </Box>
    </Stack>
  );
}
