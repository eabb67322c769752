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

export default function TimezoneValueProp() {
  // One value created in UTC, one in Sydney: each picker shows its value in the value's own zone.
  const [utcValue, setUtcValue] = useState<Dayjs | null>(dayjs.utc('2025-12-31T23:00'));
  const [sydneyValue, setSydneyValue] = useState<Dayjs | null>(dayjs.tz('2025-12-31T23:00', 'Australia/Sydney'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1}>
          <DateTimePicker label="Created with dayjs.utc" value={utcValue} onChange={setUtcValue} />
          <Typography variant="body2">Stored: {utcValue?.toISOString() ?? 'null'}</Typography>
        </Stack>
        <Stack spacing={1}>
          <DateTimePicker label="Created with dayjs.tz (Sydney)" value={sydneyValue} onChange={setSydneyValue} />
          <Typography variant="body2">Stored: {sydneyValue?.toISOString() ?? 'null'}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
