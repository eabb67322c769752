import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import dayjs from 'dayjs';

// A header with a button per step: a year back, a month back, a month on, a year on.
function YearAndMonthHeader({ currentMonth, onMonthChange }: PickersCalendarHeaderProps) {
  const steps = [
    { label: 'Previous year', icon: <FirstPageIcon />, target: currentMonth.subtract(1, 'year') },
    { label: 'Previous month', icon: <NavigateBeforeIcon />, target: currentMonth.subtract(1, 'month') },
    { label: 'Next month', icon: <NavigateNextIcon />, target: currentMonth.add(1, 'month') },
    { label: 'Next year', icon: <LastPageIcon />, target: currentMonth.add(1, 'year') },
  ];
  const button = (step: (typeof steps)[number]) => (
    <IconButton key={step.label} aria-label={step.label} size="small" onClick={() => onMonthChange(step.target)}>
      {step.icon}
    </IconButton>
  );

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
      <Stack direction="row">{steps.slice(0, 2).map(button)}</Stack>
      <Typography variant="subtitle2" component="p" aria-live="polite">
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">{steps.slice(2).map(button)}</Stack>
    </Stack>
  );
}

export default function CustomComponentsCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2025-06-12')} slots={{ calendarHeader: YearAndMonthHeader }} />
    </LocalizationProvider>
  );
}
