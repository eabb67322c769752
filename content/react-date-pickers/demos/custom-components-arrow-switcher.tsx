import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs from 'dayjs';

const pickup = dayjs('2025-01-09T11:15');

export default function CustomComponentsArrowSwitcher() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        {/* Props: outlined, coloured buttons around the default icons. */}
        <DateCalendar
          defaultValue={pickup}
          slotProps={{
            previousIconButton: { color: 'primary', size: 'small', sx: { border: 1 } },
            nextIconButton: { color: 'primary', size: 'small', sx: { border: 1 } },
          }}
        />
        {/* Components: other icons. The clock's arrows switch between hours and minutes. */}
        <TimeClock
          defaultValue={pickup}
          showViewSwitcher
          slots={{ leftArrowIcon: ArrowBackIcon, rightArrowIcon: ArrowForwardIcon }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
