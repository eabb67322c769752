import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// What the server sends and expects back: an ISO string in UTC.
const fromServer = '2025-06-02T13:45:00.000Z';

export default function TimezoneStoreUtc() {
  const [stored, setStored] = useState<Dayjs | null>(dayjs.utc(fromServer));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Shown in the reader's own zone; onChange still hands back a UTC date. */}
        <DateTimePicker label="Your local time" timezone="system" value={stored} onChange={setStored} />
        {/* Shown in a fixed zone, whatever the reader's machine says. */}
        <DateTimePicker label="Honolulu time" timezone="Pacific/Honolulu" value={stored} onChange={setStored} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Sent to the server: {stored?.isValid() ? stored.toISOString() : 'nothing'}
      </Typography>
    </LocalizationProvider>
  );
}
