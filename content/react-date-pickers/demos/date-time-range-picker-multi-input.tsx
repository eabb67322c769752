import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import dayjs from 'dayjs';

export default function DateTimeRangePickerMultiInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Departure and arrival each get an input; clicking one opens the views on that end. */}
      <DateTimeRangePicker
        slots={{ field: MultiInputDateTimeRangeField }}
        localeText={{ start: 'Departure', end: 'Arrival' }}
        defaultValue={[dayjs('2025-10-21T23:40'), dayjs('2025-10-22T07:15')]}
      />
    </LocalizationProvider>
  );
}
