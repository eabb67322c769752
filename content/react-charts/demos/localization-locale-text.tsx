import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type State = 'loading' | 'empty';

export default function LocalizationLocaleText() {
  const [state, setState] = React.useState<State>('loading');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={state}
        exclusive
        size="small"
        onChange={(_, next: State | null) => next && setState(next)}
        aria-label="Chart state"
      >
        <ToggleButton value="loading">loading</ToggleButton>
        <ToggleButton value="empty">noData</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={240}
        loading={state === 'loading'}
        xAxis={[{ data: ['North', 'South', 'East', 'West'], scaleType: 'band' }]}
        series={[{ data: [], label: 'Tickets' }]}
        // Only the keys you pass are replaced; the others keep their English text.
        localeText={{
          loading: 'Counting this month’s tickets…',
          noData: 'No tickets were opened this month.',
        }}
      />
    </Stack>
  );
}
