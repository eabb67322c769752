import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function DatePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* No value yet: referenceDate decides which month the calendar opens on. */}
      <DatePicker label="Date of birth" referenceDate={dayjs('1990-01-01')} sx={{ maxWidth: 320 }} />
    </LocalizationProvider>
  );
}
