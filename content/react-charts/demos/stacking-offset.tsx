import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May'];

// Cash in and out of a club's account per month.
const positive = {
  dues: [40, 42, 38, 45, 47],
  events: [12, 8, 20, 15, 9],
  grants: [0, 25, 0, 0, 30],
  sponsors: [10, 10, 12, 12, 14],
};
const withNegatives = {
  dues: [40, 42, 38, 45, 47], // only income
  events: [12, -8, 20, 15, -9], // one way or the other
  grants: [-5, -6, -5, -7, -6], // bank fees: only costs
  sponsors: [-20, -18, -25, -22, -19], // rent: only costs
};

export default function StackingOffset() {
  const [offset, setOffset] = React.useState<StackOffsetType>('diverging');
  const [negative, setNegative] = React.useState(false);
  const data = negative ? withNegatives : positive;
  const labels = negative ? ['Dues', 'Events', 'Bank fees', 'Rent'] : ['Dues', 'Events', 'Grants', 'Sponsors'];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          value={offset}
          exclusive
          size="small"
          onChange={(_, next: StackOffsetType | null) => next && setOffset(next)}
          aria-label="stackOffset"
        >
          <ToggleButton value="none">none</ToggleButton>
          <ToggleButton value="expand">expand</ToggleButton>
          <ToggleButton value="diverging">diverging</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={negative} onChange={(event) => setNegative(event.target.checked)} />}
          label="Data has negative values"
        />
      </Stack>
      <BarChart
        height={320}
        xAxis={[{ data: months, scaleType: 'band' }]}
        series={Object.values(data).map((values, index) => ({
          data: values,
          label: labels[index],
          stack: 'cash',
          // Set on one series, the offset applies to the whole stack.
          ...(index === 0 ? { stackOffset: offset } : {}),
        }))}
      />
    </Stack>
  );
}
