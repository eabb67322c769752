import Stack from '@mui/material/Stack';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function CustomOpeningButtonStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label="Birthday"
          defaultValue={dayjs('1990-02-17')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        <DateRangePicker
          label="Holiday"
          sx={{ width: 300 }}
          defaultValue={[dayjs('2025-08-01'), dayjs('2025-08-15')]}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
