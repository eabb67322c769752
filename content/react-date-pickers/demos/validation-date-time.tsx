import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

/** An auction runs from 10 October 2025 at 09:00 to 12 October 2025 at 21:00. */
export default function ValidationDateTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="minDateTime: 10 October, 09:00">
          <DateTimePicker
            label="First bid"
            ampm={false}
            minDateTime={dayjs('2025-10-10T09:00')}
            defaultValue={dayjs('2025-10-10T09:30')}
          />
        </DemoCell>
        <DemoCell caption="maxDateTime: 12 October, 21:00">
          <DateTimePicker
            label="Last bid"
            ampm={false}
            maxDateTime={dayjs('2025-10-12T21:00')}
            defaultValue={dayjs('2025-10-12T20:45')}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
