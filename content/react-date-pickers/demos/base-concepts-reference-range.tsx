import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import dayjs from 'dayjs';

// Check-in and check-out get their own starting points, including their own times of day.
const checkIn = dayjs('2026-05-04T15:00');
const checkOut = dayjs('2026-05-09T11:00');

export default function BaseConceptsReferenceRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Cabin stay"
        referenceDate={[checkIn, checkOut]}
        sx={{ width: 500, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
