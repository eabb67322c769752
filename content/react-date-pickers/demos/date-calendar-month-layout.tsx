import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

// February 2026 starts on a Sunday and fits in exactly four rows.
const shortMonth = dayjs('2026-02-10');

export default function DateCalendarMonthLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="Default">
          <DateCalendar defaultValue={shortMonth} sx={{ m: 0 }} />
        </DemoCell>
        <DemoCell caption="showDaysOutsideCurrentMonth, fixedWeekNumber={6}">
          <DateCalendar defaultValue={shortMonth} showDaysOutsideCurrentMonth fixedWeekNumber={6} sx={{ m: 0 }} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
