import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig } from '@mui/x-charts/models';

// Net monthly profit of a small bakery, in thousands.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const profit = [-4, -2, 1, 3, 6, 9, 12, 11, 5, 2, -1, 8];

type Kind = 'piecewise' | 'continuous' | 'ordinal';

const yColorMaps: Partial<Record<Kind, AxisConfig['colorMap']>> = {
  // Two thresholds, three colours: losses, thin profit, good months.
  piecewise: { type: 'piecewise', thresholds: [0, 5], colors: ['#c62828', '#f9a825', '#2e7d32'] },
  // Interpolated between min and max; values outside get the end colours.
  continuous: { type: 'continuous', min: -5, max: 12, color: ['#ffcdd2', '#1b5e20'] },
};

// Ordinal maps match exact values: here the category of the x-axis.
const summer: AxisConfig['colorMap'] = {
  type: 'ordinal',
  values: ['Jun', 'Jul', 'Aug'],
  colors: ['#ef6c00', '#ef6c00', '#ef6c00'],
  unknownColor: '#90a4ae',
};

export default function StylingColorMaps() {
  const [kind, setKind] = React.useState<Kind>('piecewise');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={kind}
        exclusive
        size="small"
        onChange={(_, next: Kind | null) => next && setKind(next)}
        aria-label="Color map type"
      >
        <ToggleButton value="piecewise">piecewise</ToggleButton>
        <ToggleButton value="continuous">continuous</ToggleButton>
        <ToggleButton value="ordinal">ordinal</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ data: months, scaleType: 'band', colorMap: kind === 'ordinal' ? summer : undefined }]}
        yAxis={[{ colorMap: yColorMaps[kind] }]}
        series={[{ data: profit, label: 'Profit (k€)' }]}
      />
    </Stack>
  );
}
