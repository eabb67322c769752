import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const season = [dayjs('2025-05-26'), dayjs('2025-07-06')] as const;

export default function DateRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="calendars={1}">
          <DateRangePicker label="Tennis season" defaultValue={[...season]} calendars={1} />
        </DemoCell>
        <DemoCell caption="calendars={2} (default)">
          <DateRangePicker label="Tennis season" defaultValue={[...season]} calendars={2} />
        </DemoCell>
        <DemoCell caption="calendars={3}">
          <DateRangePicker label="Tennis season" defaultValue={[...season]} calendars={3} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
