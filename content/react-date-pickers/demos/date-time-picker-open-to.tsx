import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

// Today's date is already right for a same-day reminder; start where the change usually is.
const reminder = dayjs('2025-06-12T15:00');

export default function DateTimePickerOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="openTo='hours'">
          <DateTimePicker label="Reminder" defaultValue={reminder} openTo="hours" />
        </DemoCell>
        <DemoCell caption="MobileDateTimePicker, openTo='minutes'">
          <MobileDateTimePicker label="Reminder" defaultValue={reminder} openTo="minutes" />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
