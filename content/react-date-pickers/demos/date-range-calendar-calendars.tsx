import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import dayjs from 'dayjs';
import { DemoCell } from '../demo-layout';

const semester = [dayjs('2025-09-08'), dayjs('2025-11-28')] as const;

export default function DateRangeCalendarCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoCell caption="calendars={1}">
        <DateRangeCalendar defaultValue={[...semester]} calendars={1} />
      </DemoCell>
      <DemoCell caption="calendars={2}">
        <DateRangeCalendar defaultValue={[...semester]} calendars={2} />
      </DemoCell>
      <DemoCell caption="calendars={3}">
        <DateRangeCalendar defaultValue={[...semester]} calendars={3} />
      </DemoCell>
    </LocalizationProvider>
  );
}
