import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import dayjs from 'dayjs';

export default function DateTimeRangePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Conference"
        referenceDate={dayjs('2025-09-15T09:00')}
        sx={{ width: 500, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
