import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import dayjs from 'dayjs';

export default function DateRangePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker label="Holiday" referenceDate={dayjs('2025-07-01')} sx={{ width: 360, maxWidth: '100%' }} />
    </LocalizationProvider>
  );
}
