import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';

export default function DatePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The toolbar moves to the side of the calendar instead of above it. */}
      <StaticDatePicker orientation="landscape" defaultValue={dayjs('2025-11-03')} />
    </LocalizationProvider>
  );
}
