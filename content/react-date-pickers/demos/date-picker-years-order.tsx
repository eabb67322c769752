import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function DatePickerYearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Recent years first: the list opens on the latest ones a vehicle could be built in. */}
      <DatePicker
        label="Vehicle built in"
        views={['year']}
        openTo="year"
        yearsOrder="desc"
        minDate={dayjs('1950-01-01')}
        maxDate={dayjs('2026-12-31')}
        defaultValue={dayjs('2019-01-01')}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
