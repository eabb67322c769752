import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import dayjs from 'dayjs';

export default function TimeRangePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Opening hours"
        referenceDate={dayjs('2025-06-02T09:00')}
        sx={{ width: 320, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
