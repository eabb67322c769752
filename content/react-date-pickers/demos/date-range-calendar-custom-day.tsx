import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {
  DateRangePickerDay,
  dateRangePickerDayClasses,
  type DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';
import dayjs from 'dayjs';

// Square, tinted days for the range; weekend days outside it stand out in the secondary colour.
function BlockDay(props: DateRangePickerDayProps) {
  const isWeekend = props.day.day() === 0 || props.day.day() === 6;

  return (
    <DateRangePickerDay
      {...props}
      sx={{
        [`&.${dateRangePickerDayClasses.rangeIntervalDayHighlight}`]: { bgcolor: 'success.light', borderRadius: 0 },
        // success.light is a mid green in both schemes: keep the days on it dark, in dark mode too.
        [`&.${dateRangePickerDayClasses.rangeIntervalDayHighlight} .${dateRangePickerDayClasses.day}`]: {
          color: 'grey.900',
        },
        [`& .${dateRangePickerDayClasses.day}`]: {
          borderRadius: 1,
          ...(isWeekend && !props.outsideCurrentMonth && !props.isHighlighting && { color: 'secondary.main' }),
        },
        [`& .${dateRangePickerDayClasses.day}.Mui-selected`]: {
          bgcolor: 'success.dark',
          color: 'success.contrastText',
        },
      }}
    />
  );
}

export default function DateRangeCalendarCustomDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        defaultValue={[dayjs('2025-04-11'), dayjs('2025-04-22')]}
        calendars={1}
        slots={{ day: BlockDay }}
      />
    </LocalizationProvider>
  );
}
