import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay2 } from '@mui/x-date-pickers-pro/DateRangePickerDay2';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay2, pickerDay2Classes } from '@mui/x-date-pickers/PickerDay2';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import dayjs from 'dayjs';

// Square days with a teal selection, for every PickerDay2 under this theme. It extends the page's theme, so the rest
// (light and dark schemes included) stays as it is.
function squareDays(outerTheme: Theme): Theme {
  return {
    ...outerTheme,
    components: {
      ...outerTheme.components,
      MuiPickerDay2: {
        styleOverrides: {
          root: {
            borderRadius: 6,
            [`&.${pickerDay2Classes.selected}`]: { backgroundColor: '#00796b', color: '#fff' },
          },
        },
      },
    },
  };
}

export default function CustomComponentsPickerDay2Theme() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        {/* CSS variables: bigger days with no gap between them. */}
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-11-10'), dayjs('2025-11-14')]}
          slots={{ day: DateRangePickerDay2 }}
          sx={{ '--PickerDay-size': '42px', '--PickerDay-horizontalMargin': '0px' }}
        />
        <ThemeProvider theme={squareDays}>
          <DateCalendar defaultValue={dayjs('2025-11-18')} slots={{ day: PickerDay2 }} />
        </ThemeProvider>
      </Stack>
    </LocalizationProvider>
  );
}
