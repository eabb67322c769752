import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function TimeClockValue() {
  const [bakeUntil, setBakeUntil] = useState<Dayjs | null>(dayjs('2025-03-14T17:40'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="Uncontrolled">
          <TimeClock defaultValue={dayjs('2025-03-14T16:55')} />
        </DemoCell>
        <DemoCell caption="Controlled">
          <TimeClock value={bakeUntil} onChange={(newValue) => setBakeUntil(newValue)} />
          <Typography variant="body2">Oven off at {bakeUntil ? bakeUntil.format('h:mm A') : '—'}</Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
