import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const started = dayjs('2023-09-04');

export default function DateCalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="['year', 'month', 'day'], openTo='month'">
          <DateCalendar defaultValue={started} views={['year', 'month', 'day']} openTo="month" sx={{ m: 0 }} />
        </DemoCell>
        <DemoCell caption="['month', 'year'], openTo='month'">
          <DateCalendar defaultValue={started} views={['month', 'year']} openTo="month" sx={{ m: 0 }} />
        </DemoCell>
        <DemoCell caption="['day']">
          <DateCalendar defaultValue={started} views={['day']} sx={{ m: 0 }} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
