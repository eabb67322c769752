import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import dayjs from 'dayjs';

export default function TimeRangePickerMultiInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* One input per end; each opens the clock on its own end of the range. */}
      <TimeRangePicker
        slots={{ field: MultiInputTimeRangeField }}
        localeText={{ start: 'Doors open', end: 'Last call' }}
        defaultValue={[dayjs('2025-06-06T19:00'), dayjs('2025-06-06T23:30')]}
      />
    </LocalizationProvider>
  );
}
