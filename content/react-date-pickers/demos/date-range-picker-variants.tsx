import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const exhibition = [dayjs('2025-10-02'), dayjs('2025-10-19')] as const;

export default function DateRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="DesktopDateRangePicker">
          <DesktopDateRangePicker label="Exhibition" defaultValue={[...exhibition]} />
        </DemoCell>
        <DemoCell caption="MobileDateRangePicker">
          <MobileDateRangePicker label="Exhibition" defaultValue={[...exhibition]} />
        </DemoCell>
        <DemoCell caption="DateRangePicker (responsive)">
          <DateRangePicker label="Exhibition" defaultValue={[...exhibition]} />
        </DemoCell>
      </DemoRow>
      <DemoCell caption="StaticDateRangePicker">
        <StaticDateRangePicker defaultValue={[...exhibition]} calendars={1} />
      </DemoCell>
    </LocalizationProvider>
  );
}
