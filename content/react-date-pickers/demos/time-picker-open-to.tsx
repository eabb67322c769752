import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

// The meeting hour is almost always right; people mostly adjust the minutes.
const meeting = dayjs('2025-03-14T10:00');

export default function TimePickerOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow>
        <DemoCell caption="Default: opens on hours">
          <MobileTimePicker label="Meeting" defaultValue={meeting} />
        </DemoCell>
        <DemoCell caption="openTo='minutes'">
          <MobileTimePicker label="Meeting" defaultValue={meeting} openTo="minutes" />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
