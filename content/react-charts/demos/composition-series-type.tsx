import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const hours = ['6h', '9h', '12h', '15h', '18h', '21h'];

export default function CompositionSeriesType() {
  const [type, setType] = React.useState<'bar' | 'line'>('bar');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={type}
        exclusive
        size="small"
        onChange={(_, next: 'bar' | 'line' | null) => next && setType(next)}
        aria-label="Series type"
      >
        <ToggleButton value="bar">bar</ToggleButton>
        <ToggleButton value="line">line</ToggleButton>
      </ToggleButtonGroup>
      <ChartContainer
        height={300}
        xAxis={[{ id: 'hours', data: hours, scaleType: 'band' }]}
        series={[
          { type, data: [12, 48, 35, 41, 66, 20], label: 'Lift A' },
          { type, data: [8, 30, 44, 38, 52, 14], label: 'Lift B' },
        ]}
      >
        {/* Each plot draws only the series of its own type; the others ignore them. */}
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="hours" label="Time of day" />
        <ChartsYAxis label="Riders" />
      </ChartContainer>
    </Stack>
  );
}
