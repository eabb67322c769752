import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function DatePickerValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Weekends and days outside the term are greyed out, and typed in they make the field invalid. */}
      <DatePicker
        label="Exam day (weekdays in term)"
        defaultValue={dayjs('2025-05-12')}
        minDate={dayjs('2025-04-22')}
        maxDate={dayjs('2025-06-27')}
        shouldDisableDate={isWeekend}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
