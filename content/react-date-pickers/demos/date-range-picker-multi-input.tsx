import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import dayjs from 'dayjs';

export default function DateRangePickerMultiInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two inputs, each with its own label; clicking one opens the calendar on that end of the range. */}
      <DateRangePicker
        slots={{ field: MultiInputDateRangeField }}
        localeText={{ start: 'Pick-up', end: 'Drop-off' }}
        defaultValue={[dayjs('2025-09-05'), dayjs('2025-09-12')]}
      />
    </LocalizationProvider>
  );
}
