import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

// Minutes and seconds on a number of the dial, so the clock starts with a number selected.
const cooking = dayjs('2025-03-14T00:15:30');

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
