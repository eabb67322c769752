import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { TimeView } from '@mui/x-date-pickers/models';
import { DemoCell, DemoRow } from '../demo-layout';

/** Only the time of day counts: the date part of these bounds is ignored. */
const OPENING = dayjs('2000-01-01T08:00');
const CLOSING = dayjs('2000-01-01T20:00');

/** Lessons start on the hour or at half past. */
const isOffGrid = (value: Dayjs, view: TimeView) => view === 'minutes' && value.minute() % 30 !== 0;

export default function ValidationTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="minTime: 08:00">
          <TimePicker label="Gym check-in" ampm={false} minTime={OPENING} defaultValue={dayjs('2025-02-03T07:15')} />
        </DemoCell>
        <DemoCell caption="maxTime: 20:00">
          <TimePicker label="Gym check-out" ampm={false} maxTime={CLOSING} defaultValue={dayjs('2025-02-03T19:00')} />
        </DemoCell>
        <DemoCell caption="shouldDisableTime: :00 and :30 only">
          <TimePicker
            label="Lesson start"
            ampm={false}
            shouldDisableTime={isOffGrid}
            defaultValue={dayjs('2025-02-03T16:30')}
          />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
