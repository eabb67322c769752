import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const quietHours = [dayjs('2025-06-02T22:00'), dayjs('2025-06-02T23:59')] as const;

export default function TimeRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={300}>
        <DemoCell caption="disabled">
          <TimeRangePicker label="Quiet hours" disabled defaultValue={[...quietHours]} />
        </DemoCell>
        <DemoCell caption="readOnly">
          <TimeRangePicker label="Quiet hours" readOnly defaultValue={[...quietHours]} />
        </DemoCell>
        <DemoCell caption='name="quietHours"'>
          <TimeRangePicker label="Quiet hours" name="quietHours" defaultValue={[...quietHours]} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
