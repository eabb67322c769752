import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Daily temperature anomaly in °C over two weeks: the values run from -13 to 87 tenths of a degree.
const days = Array.from({ length: 14 }, (_, index) => `Jun ${index + 1}`);
const anomaly = [12, -13, 25, 41, 38, 55, 62, 47, 70, 87, 66, 31, 8, 19];

type Mode = 'nice' | 'strict' | 'padded';

// A function receives the data extremes and returns the domain to use.
const padByTen = (min: number, max: number) => ({ min: min - 10, max: max + 10 });

export default function AxisDomainLimit() {
  const [mode, setMode] = React.useState<Mode>('nice');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={mode}
        exclusive
        size="small"
        onChange={(_, next: Mode | null) => next && setMode(next)}
        aria-label="y-axis domainLimit"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="padded">function (±10)</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ data: days, scaleType: 'band' }]}
        yAxis={[{ domainLimit: mode === 'padded' ? padByTen : mode, label: 'Anomaly (0.1 °C)' }]}
        series={[{ data: anomaly, label: 'Anomaly' }]}
      />
    </Stack>
  );
}
