import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import dayjs, { type Dayjs } from 'dayjs';

/** A car rental: pick-up only on Mondays or Fridays, return on any day but Sunday. */
function isClosedFor(day: Dayjs, position: 'start' | 'end') {
  if (position === 'start') {
    return day.day() !== 1 && day.day() !== 5;
  }
  return day.day() === 0;
}

export default function ValidationRangeShouldDisableDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Rental period"
        defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-09')]}
        shouldDisableDate={isClosedFor}
        sx={{ width: 360, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
