import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const reportingPeriod = dayjs('2025-10-01');

export default function DateCalendarMonthYear() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="YearCalendar">
          <YearCalendar defaultValue={reportingPeriod} minDate={dayjs('2015-01-01')} maxDate={dayjs('2030-12-31')} />
        </DemoCell>
        <DemoCell caption="MonthCalendar, four per row">
          <MonthCalendar defaultValue={reportingPeriod} monthsPerRow={4} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
