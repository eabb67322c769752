import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function CustomComponentsCalendarHeaderProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-06-12')}
        slotProps={{
          calendarHeader: {
            format: 'MMM YYYY',
            sx: { bgcolor: 'action.hover', borderRadius: 1, mx: 1, px: 2 },
          },
        }}
      />
    </LocalizationProvider>
  );
}
