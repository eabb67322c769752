import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const maintenance = [dayjs('2025-11-08T22:00'), dayjs('2025-11-09T04:00')] as const;

export default function DateTimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={400}>
        <DemoCell caption="DesktopDateTimeRangePicker">
          <DesktopDateTimeRangePicker label="Maintenance window" defaultValue={[...maintenance]} />
        </DemoCell>
        <DemoCell caption="MobileDateTimeRangePicker">
          <MobileDateTimeRangePicker label="Maintenance window" defaultValue={[...maintenance]} />
        </DemoCell>
        <DemoCell caption="DateTimeRangePicker (responsive)">
          <DateTimeRangePicker label="Maintenance window" defaultValue={[...maintenance]} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
