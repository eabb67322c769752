import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

/**
 * The starting values are fixed and long gone, so the same fields render on every day:
 * the first two are errors (past values where only the future is allowed), the last two are valid.
 */
export default function ValidationPastFuture() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="disablePast">
          <DatePicker label="Next service" disablePast defaultValue={dayjs('2021-02-08')} />
        </DemoCell>
        <DemoCell caption="disablePast with date and time">
          <DateTimePicker label="Reminder" ampm={false} disablePast defaultValue={dayjs('2021-02-08T08:30')} />
        </DemoCell>
        <DemoCell caption="disableFuture">
          <DatePicker label="Date of birth" disableFuture defaultValue={dayjs('1994-11-23')} />
        </DemoCell>
        <DemoCell caption="disableFuture with date and time">
          <DateTimePicker label="Incident time" ampm={false} disableFuture defaultValue={dayjs('2023-05-17T22:10')} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
