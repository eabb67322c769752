import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const pickup = dayjs('2025-03-14T16:15');

export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="DesktopTimePicker">
          <DesktopTimePicker label="School pickup" defaultValue={pickup} />
        </DemoCell>
        <DemoCell caption="MobileTimePicker">
          <MobileTimePicker label="School pickup" defaultValue={pickup} />
        </DemoCell>
        <DemoCell caption="TimePicker (responsive)">
          <TimePicker label="School pickup" defaultValue={pickup} />
        </DemoCell>
        <DemoCell caption="StaticTimePicker">
          <StaticTimePicker defaultValue={pickup} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
