import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const issued = dayjs('2024-05-23');

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="['year', 'month', 'day']">
          <DatePicker label="Passport issued" views={['year', 'month', 'day']} defaultValue={issued} />
        </DemoCell>
        <DemoCell caption="['month', 'year']">
          <DatePicker label="Card expires" views={['month', 'year']} defaultValue={dayjs('2028-03-01')} />
        </DemoCell>
        <DemoCell caption="['day']">
          <DatePicker label="Day this month" views={['day']} defaultValue={issued} />
        </DemoCell>
        <DemoCell caption="['year']">
          <DatePicker label="Graduation year" views={['year']} defaultValue={dayjs('2016-01-01')} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
