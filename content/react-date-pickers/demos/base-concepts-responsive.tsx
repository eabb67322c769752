import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const moveIn = dayjs('2025-07-01');

export default function BaseConceptsResponsive() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="DatePicker (chooses for the device)">
          <DatePicker label="Move-in date" defaultValue={moveIn} />
        </DemoCell>
        <DemoCell caption="DesktopDatePicker (popover)">
          <DesktopDatePicker label="Move-in date" defaultValue={moveIn} />
        </DemoCell>
        <DemoCell caption="MobileDatePicker (dialog)">
          <MobileDatePicker label="Move-in date" defaultValue={moveIn} />
        </DemoCell>
        <DemoCell caption="StaticDatePicker (always open)">
          <StaticDatePicker defaultValue={moveIn} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
