import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// utc is enough for dayjs.utc; dayjs.tz also needs the timezone plugin.
dayjs.extend(utc);
dayjs.extend(timezone);

function describe(value: Dayjs | null) {
  return value?.isValid() ? value.format('YYYY-MM-DD HH:mm Z') : 'none';
}

export default function TimezoneDayjs() {
  const [inUtc, setInUtc] = useState<Dayjs | null>(dayjs.utc('2025-03-30T00:30'));
  const [inCairo, setInCairo] = useState<Dayjs | null>(dayjs.tz('2025-03-30T00:30', 'Africa/Cairo'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1}>
          <DateTimePicker label="dayjs.utc" value={inUtc} onChange={setInUtc} />
          <Typography variant="body2">onChange gives: {describe(inUtc)}</Typography>
        </Stack>
        <Stack spacing={1}>
          <DateTimePicker label="dayjs.tz, Africa/Cairo" value={inCairo} onChange={setInCairo} />
          <Typography variant="body2">onChange gives: {describe(inCairo)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
