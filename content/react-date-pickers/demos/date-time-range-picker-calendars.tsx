import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const reference = dayjs('2025-12-01T08:00');

export default function DateTimeRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={400}>
        <DemoCell caption="calendars={1}">
          <DateTimeRangePicker label="Winter sale" calendars={1} referenceDate={reference} />
        </DemoCell>
        <DemoCell caption="calendars={2} (default)">
          <DateTimeRangePicker label="Winter sale" calendars={2} referenceDate={reference} />
        </DemoCell>
        <DemoCell caption="calendars={3}">
          <DateTimeRangePicker label="Winter sale" calendars={3} referenceDate={reference} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
