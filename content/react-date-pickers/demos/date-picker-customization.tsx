import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function DatePickerCustomization() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Publish on"
        defaultValue={dayjs('2025-10-14')}
        // Buttons in the action bar, a filled text field and rounder, bolder days.
        slotProps={{
          actionBar: { actions: ['today', 'clear', 'accept'] },
          textField: { variant: 'filled' },
          day: { sx: { borderRadius: 2, fontWeight: 600 } },
        }}
        closeOnSelect={false}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
