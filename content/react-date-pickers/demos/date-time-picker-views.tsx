import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const launch = dayjs('2025-06-30T13:45:20');

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="Every view, seconds included">
          <DateTimePicker
            label="Rocket launch"
            defaultValue={launch}
            views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          />
        </DemoCell>
        <DemoCell caption="['day', 'hours']">
          <DateTimePicker label="Hourly parking" defaultValue={launch} views={['day', 'hours']} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
