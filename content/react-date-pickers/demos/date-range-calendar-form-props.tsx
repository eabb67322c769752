import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const roadworks = [dayjs('2025-03-10'), dayjs('2025-03-21')] as const;

export default function DateRangeCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="disabled">
          <DateRangeCalendar defaultValue={[...roadworks]} calendars={1} disabled />
        </DemoCell>
        <DemoCell caption="readOnly">
          <DateRangeCalendar defaultValue={[...roadworks]} calendars={1} readOnly />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
