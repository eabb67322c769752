import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

/** Public holidays of our made-up town, written as ISO dates. */
const HOLIDAYS = new Set(['2025-05-01', '2025-05-08', '2025-05-29']);

/** Deliveries run Monday to Friday, except on holidays. */
function isNoDeliveryDay(day: Dayjs) {
  const weekday = day.day();
  return weekday === 0 || weekday === 6 || HOLIDAYS.has(day.format('YYYY-MM-DD'));
}

export default function ValidationShouldDisableDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        aria-label="Delivery day"
        defaultValue={dayjs('2025-05-06')}
        shouldDisableDate={isNoDeliveryDay}
        views={['day']}
      />
    </LocalizationProvider>
  );
}
