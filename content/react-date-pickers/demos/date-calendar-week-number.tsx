import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function DateCalendarWeekNumber() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        calendarWeekNumberHeaderText: 'Wk',
        calendarWeekNumberText: (weekNumber) => `${weekNumber}.`,
        calendarWeekNumberAriaLabelText: (weekNumber) => `Sprint week ${weekNumber}`,
      }}
    >
      <DateCalendar defaultValue={dayjs('2025-03-19')} displayWeekNumber />
    </LocalizationProvider>
  );
}
