import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function DateCalendarReferenceDate() {
  const [value, setValue] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Nothing is selected, but the calendar opens on the festival's month. */}
      <DateCalendar
        value={value}
        onChange={setValue}
        referenceDate={dayjs('2026-07-01')}
        views={['year', 'month', 'day']}
      />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {value ? `Festival day: ${value.format('dddd D MMMM')}` : 'No day chosen'}
      </Typography>
    </LocalizationProvider>
  );
}
