import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

// A birth date is easier to reach year first; the default flow opens on the days of one month.
const referenceDate = dayjs('1985-06-15');

export default function DatePickerOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="openTo='year'">
          <DatePicker label="Born on" openTo="year" views={['year', 'month', 'day']} referenceDate={referenceDate} />
        </DemoCell>
        <DemoCell caption="openTo='month', views start at year">
          <DatePicker label="Born on" openTo="month" views={['year', 'month', 'day']} referenceDate={referenceDate} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
