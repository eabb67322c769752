import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs, { type Dayjs } from 'dayjs';

// An experiment: a date-time input built from two standalone views sharing one value, with no field.
export default function ExperimentationCalendarAndClock() {
  const [value, setValue] = useState<Dayjs | null>(dayjs('2025-10-21T15:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <DateCalendar value={value} onChange={(next) => setValue(next)} />
          <MultiSectionDigitalClock value={value} onChange={(next) => setValue(next)} ampm={false} />
        </Stack>
        <Typography variant="body2">
          {value?.isValid() ? value.format('dddd D MMMM YYYY, HH:mm') : 'No value'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
