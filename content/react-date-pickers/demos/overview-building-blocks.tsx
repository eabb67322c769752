import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function OverviewBuildingBlocks() {
  // One value shared by a field (typing) and a calendar (clicking).
  const [value, setValue] = useState<Dayjs | null>(dayjs('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
        <Stack spacing={1.5} sx={{ minWidth: 220 }}>
          <DateField label="Type a date" value={value} onChange={setValue} />
          <Typography variant="body2" color="text.secondary">
            Stored value: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}
          </Typography>
        </Stack>
        {/* disableHighlightToday: the real "today" differs between server and browser, so it is not marked. */}
        <DateCalendar value={value} onChange={setValue} disableHighlightToday />
      </Stack>
    </LocalizationProvider>
  );
}
