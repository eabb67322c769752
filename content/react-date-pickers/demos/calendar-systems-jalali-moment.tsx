import Stack from '@mui/material/Stack';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The adapter creates moment-jalaali objects, like calling moment('2025-09-23T08:30') after importing moment-jalaali.
const jalaali = new AdapterMomentJalaali();
const schoolStarts = jalaali.date('2025-09-23T08:30');

export default function CalendarSystemsJalaliMoment() {
  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="First school day" defaultValue={schoolStarts} />
        <TimePicker label="Bell rings" defaultValue={schoolStarts} />
      </Stack>
    </LocalizationProvider>
  );
}
