import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const matinee = dayjs('2025-03-14T14:30');

export default function TimeClockAmpm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="ampm={false}: 24 hours on two rings">
          <TimeClock defaultValue={matinee} ampm={false} />
        </DemoCell>
        <DemoCell caption="ampm with ampmInClock">
          <TimeClock defaultValue={matinee} ampm ampmInClock />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
