import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function TimePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* referenceDate fixes the day behind the time and the hour the views open on. */}
      <TimePicker label="Alarm" referenceDate={dayjs('2025-03-14T07:00')} sx={{ maxWidth: 320 }} />
    </LocalizationProvider>
  );
}
