import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import dayjs from 'dayjs';

export default function DateRangeCalendarBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The months wrap under each other when the page is too narrow to show them side by side. */}
      <DateRangeCalendar referenceDate={dayjs('2025-06-01')} sx={{ flexWrap: 'wrap' }} />
    </LocalizationProvider>
  );
}
