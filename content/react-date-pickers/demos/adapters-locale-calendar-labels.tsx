import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const harvestDay = dayjs('2025-09-15');

export default function AdaptersLocaleCalendarLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Two-letter week day names instead of one. */}
        <DateCalendar defaultValue={harvestDay} dayOfWeekFormatter={(date) => date.format('dd')} />
        {/* A numeric month and year above the grid of days. */}
        <DateCalendar defaultValue={harvestDay} slotProps={{ calendarHeader: { format: 'MM/YYYY' } }} />
      </Stack>
    </LocalizationProvider>
  );
}
