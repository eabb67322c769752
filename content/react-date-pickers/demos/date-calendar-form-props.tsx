import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const booked = dayjs('2025-06-14');

export default function DateCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="disabled">
          <DateCalendar defaultValue={booked} disabled sx={{ m: 0 }} />
        </DemoCell>
        <DemoCell caption="readOnly">
          <DateCalendar defaultValue={booked} readOnly sx={{ m: 0 }} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
