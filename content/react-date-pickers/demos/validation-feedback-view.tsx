import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

/** Views grey out what the rules forbid, so it cannot be picked at all. */
export default function ValidationFeedbackView() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="Days from 12 to 24 March 2025">
          <DateCalendar
            aria-label="Workshop day"
            defaultValue={dayjs('2025-03-14')}
            minDate={dayjs('2025-03-12')}
            maxDate={dayjs('2025-03-24')}
          />
        </DemoCell>
        <DemoCell caption="Slots from 09:00 to 12:00">
          <DigitalClock
            aria-label="Consultation slot"
            ampm={false}
            defaultValue={dayjs('2025-03-14T10:00')}
            minTime={dayjs('2025-03-14T09:00')}
            maxTime={dayjs('2025-03-14T12:00')}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
