import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function TimePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="name">
          <TimePicker label="Check-in from" name="checkInFrom" defaultValue={dayjs('2025-03-14T15:00')} />
        </DemoCell>
        <DemoCell caption="readOnly">
          <TimePicker label="Check-out until" defaultValue={dayjs('2025-03-14T11:00')} readOnly />
        </DemoCell>
        <DemoCell caption="disabled">
          <TimePicker label="Late check-out" defaultValue={dayjs('2025-03-14T13:00')} disabled />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
