import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const cooking = dayjs('2025-03-14T00:12:30');

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="['hours', 'minutes', 'seconds']">
          <TimeClock defaultValue={cooking} views={['hours', 'minutes', 'seconds']} />
        </DemoCell>
        <DemoCell caption="['minutes', 'seconds']">
          <TimeClock defaultValue={cooking} views={['minutes', 'seconds']} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
