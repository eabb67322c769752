import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const vintage = dayjs('2018-01-01');
const oldest = dayjs('1990-01-01');
const newest = dayjs('2026-12-31');

export default function DateCalendarYearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="DateCalendar, year view, newest first">
          <DateCalendar
            defaultValue={vintage}
            views={['year']}
            yearsOrder="desc"
            minDate={oldest}
            maxDate={newest}
            sx={{ m: 0 }}
          />
        </DemoCell>
        <DemoCell caption="YearCalendar, newest first">
          <YearCalendar defaultValue={vintage} yearsOrder="desc" minDate={oldest} maxDate={newest} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
