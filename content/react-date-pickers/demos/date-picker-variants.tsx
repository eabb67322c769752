import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const appointment = dayjs('2025-02-11');

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="DesktopDatePicker">
          <DesktopDatePicker label="Dentist" defaultValue={appointment} />
        </DemoCell>
        <DemoCell caption="MobileDatePicker">
          <MobileDatePicker label="Dentist" defaultValue={appointment} />
        </DemoCell>
        <DemoCell caption="DatePicker, desktop below 600 px wide too">
          <DatePicker label="Dentist" defaultValue={appointment} desktopModeMediaQuery="(min-width: 600px)" />
        </DemoCell>
        <DemoCell caption="StaticDatePicker">
          <StaticDatePicker defaultValue={appointment} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
