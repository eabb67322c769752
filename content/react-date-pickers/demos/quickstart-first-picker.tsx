import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function QuickstartFirstPicker() {
  const [checkIn, setCheckIn] = useState<Dayjs | null>(dayjs('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Check-in" value={checkIn} onChange={(newValue) => setCheckIn(newValue)} />
        <Typography variant="body2">
          {checkIn?.isValid() ? `Check-in on ${checkIn.format('dddd D MMMM YYYY')}` : 'No valid date chosen yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
