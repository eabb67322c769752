import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const lunchBreak = [dayjs('2025-06-02T12:00'), dayjs('2025-06-02T13:30')] as const;

export default function TimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="DesktopTimeRangePicker">
          <DesktopTimeRangePicker label="Lunch break" defaultValue={[...lunchBreak]} />
        </DemoCell>
        <DemoCell caption="MobileTimeRangePicker">
          <MobileTimeRangePicker label="Lunch break" defaultValue={[...lunchBreak]} />
        </DemoCell>
        <DemoCell caption="TimeRangePicker (responsive)">
          <TimeRangePicker label="Lunch break" defaultValue={[...lunchBreak]} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
