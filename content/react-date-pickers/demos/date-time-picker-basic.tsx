import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function DateTimePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Webinar starts"
        referenceDate={dayjs('2025-04-09T16:00')}
        sx={{ width: 340, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
