import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function DatePickerHelperText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        referenceDate={dayjs('2025-01-31')}
        format="DD/MM/YYYY"
        slotProps={{ textField: { helperText: 'Day, month, then year: DD/MM/YYYY' } }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
