import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

/** The campsite is closed from November to March (months 10, 11, 0, 1, 2 in Day.js). */
const isWinterMonth = (month: Dayjs) => month.month() >= 10 || month.month() <= 2;

/** The survey ran every other year: odd years have no data. */
const isOddYear = (year: Dayjs) => year.year() % 2 === 1;

export default function ValidationMonthYear() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="shouldDisableMonth">
          <DatePicker
            label="Camping month"
            views={['month', 'year']}
            openTo="month"
            shouldDisableMonth={isWinterMonth}
            defaultValue={dayjs('2025-07-01')}
          />
        </DemoCell>
        <DemoCell caption="shouldDisableYear">
          <DatePicker
            label="Survey year"
            views={['year']}
            shouldDisableYear={isOddYear}
            minDate={dayjs('2010-01-01')}
            maxDate={dayjs('2030-12-31')}
            defaultValue={dayjs('2024-01-01')}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
