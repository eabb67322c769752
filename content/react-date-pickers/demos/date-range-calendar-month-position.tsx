import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import dayjs from 'dayjs';
import { DemoCell } from '../demo-layout';

// A statement period that ends on its closing day: the earlier months matter, not the later ones.
const closingDay = dayjs('2025-11-30');

export default function DateRangeCalendarMonthPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoCell caption="currentMonthCalendarPosition={1} (default)">
        <DateRangeCalendar referenceDate={closingDay} maxDate={closingDay} calendars={2} />
      </DemoCell>
      <DemoCell caption="currentMonthCalendarPosition={2}">
        <DateRangeCalendar
          referenceDate={closingDay}
          maxDate={closingDay}
          calendars={2}
          currentMonthCalendarPosition={2}
        />
      </DemoCell>
    </LocalizationProvider>
  );
}
