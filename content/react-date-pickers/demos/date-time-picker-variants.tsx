import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const delivery = dayjs('2025-04-22T08:00');

export default function DateTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="DesktopDateTimePicker">
          <DesktopDateTimePicker label="Delivery" defaultValue={delivery} />
        </DemoCell>
        <DemoCell caption="MobileDateTimePicker">
          <MobileDateTimePicker label="Delivery" defaultValue={delivery} />
        </DemoCell>
        <DemoCell caption="DateTimePicker (responsive)">
          <DateTimePicker label="Delivery" defaultValue={delivery} />
        </DemoCell>
        <DemoCell caption="StaticDateTimePicker">
          <StaticDateTimePicker defaultValue={delivery} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
