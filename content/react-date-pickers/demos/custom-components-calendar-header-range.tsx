import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

// Each of the two headers gets its own month; the arrows move both calendars by two months.
function TwoMonthHeader({ calendars, month, monthIndex, onMonthChange }: PickersRangeCalendarHeaderProps) {
  const isFirst = monthIndex === 0;
  const isLast = monthIndex === calendars - 1;
  // onMonthChange expects the month shown by the first calendar.
  const firstMonth = month.subtract(monthIndex, 'month');

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
      <IconButton
        aria-label="Two months back"
        onClick={() => onMonthChange(firstMonth.subtract(calendars, 'month'))}
        sx={{ visibility: isFirst ? 'visible' : 'hidden' }}
      >
        <NavigateBeforeIcon />
      </IconButton>
      <Typography variant="subtitle2" component="p">
        {month.format('MMMM YYYY')}
      </Typography>
      <IconButton
        aria-label="Two months on"
        onClick={() => onMonthChange(firstMonth.add(calendars, 'month'))}
        sx={{ visibility: isLast ? 'visible' : 'hidden' }}
      >
        <NavigateNextIcon />
      </IconButton>
    </Stack>
  );
}

export default function CustomComponentsCalendarHeaderRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The months wrap under each other when the page is too narrow to show them side by side. */}
      <DateRangeCalendar
        sx={{ flexWrap: 'wrap' }}
        defaultValue={[dayjs('2025-07-28'), dayjs('2025-08-04')]}
        slots={{ calendarHeader: TwoMonthHeader }}
      />
    </LocalizationProvider>
  );
}
