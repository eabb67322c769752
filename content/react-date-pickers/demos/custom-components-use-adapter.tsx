import Stack from '@mui/material/Stack';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';
import dayjs from 'dayjs';

// A day that marks weekends, whatever date library the app uses: it only talks to the adapter.
function WeekendAwareDay(props: PickersDayProps) {
  const adapter = usePickerAdapter();
  const { day, outsideCurrentMonth } = props;
  // toJsDate works for every adapter; getDay() is 0 on Sunday and 6 on Saturday.
  const isWeekend = [0, 6].includes(adapter.toJsDate(day).getDay());
  return (
    <PickersDay
      {...props}
      sx={isWeekend && !outsideCurrentMonth ? { color: 'error.main', fontWeight: 600 } : undefined}
    />
  );
}

export default function CustomComponentsUseAdapter() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      {/* The same day component under a Day.js and a date-fns provider. */}
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar defaultValue={dayjs('2025-05-16')} slots={{ day: WeekendAwareDay }} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DateCalendar defaultValue={new Date(2025, 4, 16)} slots={{ day: WeekendAwareDay }} />
      </LocalizationProvider>
    </Stack>
  );
}
