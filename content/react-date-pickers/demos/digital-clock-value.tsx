import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function DigitalClockValue() {
  const [slot, setSlot] = useState<Dayjs | null>(dayjs('2025-03-14T11:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="Uncontrolled">
          <DigitalClock defaultValue={dayjs('2025-03-14T09:30')} />
        </DemoCell>
        <DemoCell caption="Controlled, shared by both clocks">
          <DigitalClock value={slot} onChange={(newValue) => setSlot(newValue)} />
          <MultiSectionDigitalClock value={slot} onChange={(newValue) => setSlot(newValue)} />
          <Typography variant="body2">Haircut at {slot ? slot.format('HH:mm') : '—'}</Typography>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
