import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

export default function DateRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={320}>
        <DemoCell caption="name">
          <DateRangePicker
            label="Leave request"
            name="leave"
            defaultValue={[dayjs('2025-12-22'), dayjs('2026-01-02')]}
          />
        </DemoCell>
        <DemoCell caption="readOnly">
          <DateRangePicker label="Approved leave" defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-15')]} readOnly />
        </DemoCell>
        <DemoCell caption="disabled">
          <DateRangePicker label="Company closure" defaultValue={[dayjs('2025-12-24'), dayjs('2025-12-26')]} disabled />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
