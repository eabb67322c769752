import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { heIL } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/he';
import { createRtlCache } from '../rtl-cache';

const rtlCache = createRtlCache('pickers-rtl');

const appointment = dayjs('2025-03-27T16:20');

// The page's theme (its light and dark schemes included), turned right-to-left and given the Hebrew component texts.
function rtlTheme(outerTheme: Theme): Theme {
  return { ...outerTheme, direction: 'rtl', components: { ...outerTheme.components, ...heIL.components } };
}

export default function AdaptersLocaleRtl() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Box dir="rtl">
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he">
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <DateTimePicker label="מועד הביקור" defaultValue={appointment} />
              <DateCalendar defaultValue={appointment} />
            </Stack>
          </LocalizationProvider>
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
