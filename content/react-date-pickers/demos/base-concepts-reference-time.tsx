import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

// The shift's day is decided elsewhere; the user only picks the hour, yet the value is a full date.
const shiftDay = dayjs('2025-12-24T00:00');

export default function BaseConceptsReferenceTime() {
  const [start, setStart] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="DateTimePicker with referenceDate">
          <DateTimePicker label="Boarding" referenceDate={dayjs('2026-01-15T06:40')} />
        </DemoCell>
        <DemoCell caption="TimePicker whose day comes from referenceDate">
          <Stack spacing={1}>
            <TimePicker label="Shift starts" value={start} onChange={setStart} referenceDate={shiftDay} />
            <Typography variant="body2">
              Stored value: {start?.isValid() ? start.format('ddd D MMM YYYY, HH:mm') : 'none yet'}
            </Typography>
          </Stack>
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
