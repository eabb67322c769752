import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

/** Each value breaks its picker's rule, so every field starts in its error state. */
export default function ValidationFeedbackField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="Booking opens on 1 June 2025">
          <DatePicker label="Arrival" minDate={dayjs('2025-06-01')} defaultValue={dayjs('2025-05-20')} />
        </DemoCell>
        <DemoCell caption="Shop closes at 18:00">
          <TimePicker
            label="Pickup time"
            ampm={false}
            maxTime={dayjs('2025-01-01T18:00')}
            defaultValue={dayjs('2025-01-01T19:30')}
          />
        </DemoCell>
        <DemoCell caption="Last entry on 30 September 2025, 12:00">
          <DateTimePicker
            label="Submission"
            ampm={false}
            maxDateTime={dayjs('2025-09-30T12:00')}
            defaultValue={dayjs('2025-09-30T15:45')}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
