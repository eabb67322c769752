import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import dayjs from 'dayjs';
import { DemoCell, DemoRow } from '../demo-layout';

const exam = [dayjs('2026-01-19T09:00'), dayjs('2026-01-19T12:00')] as const;

export default function DateTimeRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DemoRow minItemWidth={400}>
        <DemoCell caption="disabled">
          <DateTimeRangePicker label="Exam session" disabled defaultValue={[...exam]} />
        </DemoCell>
        <DemoCell caption="readOnly">
          <DateTimeRangePicker label="Exam session" readOnly defaultValue={[...exam]} />
        </DemoCell>
        <DemoCell caption='name="examSession"'>
          <DateTimeRangePicker label="Exam session" name="examSession" defaultValue={[...exam]} />
        </DemoCell>
      </DemoRow>
    </LocalizationProvider>
  );
}
