import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const split = dayjs('2025-03-14T01:47:12');

export default function DigitalClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="['hours', 'minutes', 'seconds']">
          <MultiSectionDigitalClock defaultValue={split} views={['hours', 'minutes', 'seconds']} ampm={false} />
        </DemoCell>
        <DemoCell caption="['minutes', 'seconds']">
          <MultiSectionDigitalClock defaultValue={split} views={['minutes', 'seconds']} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
