import Stack from '@mui/material/Stack';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay2 } from '@mui/x-date-pickers-pro/DateRangePickerDay2';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay2 } from '@mui/x-date-pickers/PickerDay2';
import dayjs from 'dayjs';

export default function CustomComponentsPickerDay2() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <DateCalendar defaultValue={dayjs('2025-11-18')} slots={{ day: PickerDay2 }} />
        {/* Hover a day after picking a start: ::after draws the preview, ::before the chosen range. */}
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-11-10'), dayjs('2025-11-14')]}
          slots={{ day: DateRangePickerDay2 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
