import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const lastTrain = dayjs('2025-03-14T23:05');

export default function TimeClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="disabled">
          <TimeClock defaultValue={lastTrain} disabled />
        </DemoCell>
        <DemoCell caption="readOnly">
          <TimeClock defaultValue={lastTrain} readOnly />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
