import { useMemo, useState } from 'react';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import { faIR as jalaliLocale } from 'date-fns-jalali/locale/fa-IR';
import { createRtlCache } from '../rtl-cache';

const rtlCache = createRtlCache('jalali-date-fns');

// Nowruz: 1 Farvardin 1404 in the Solar Hijri calendar. date-fns values are plain Date objects.
const nowruz = new Date(2025, 2, 21, 10, 0);

export default function CalendarSystemsJalaliDateFns() {
  const outerTheme = useTheme();
  const rtlTheme = useMemo(
    // The page's own theme (its colours follow the light or dark scheme), turned right to left, with Persian texts.
    () => ({
      ...outerTheme,
      direction: 'rtl' as const,
      components: { ...outerTheme.components, ...faIR.components },
    }),
    [outerTheme],
  );
  const [value, setValue] = useState<Date | null>(nowruz);

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Box dir="rtl">
          <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={jalaliLocale}>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <DateTimePicker
                label="نوروز"
                sx={{ width: 270 }}
                value={value}
                onChange={setValue}
                // The popup is rendered at the end of the body, outside the rtl box.
                slotProps={{ desktopPaper: { dir: 'rtl' }, mobilePaper: { dir: 'rtl' } }}
              />
              <DateCalendar value={value} onChange={setValue} />
            </Stack>
          </LocalizationProvider>
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Gregorian value: {value && !Number.isNaN(value.getTime()) ? value.toDateString() : 'none'}
        </Typography>
      </ThemeProvider>
    </CacheProvider>
  );
}
