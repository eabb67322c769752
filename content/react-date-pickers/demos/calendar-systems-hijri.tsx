import { useMemo } from 'react';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { createRtlCache } from '../rtl-cache';

const rtlCache = createRtlCache('hijri-moment');

// The adapter creates moment-hijri objects from Gregorian ISO text.
const hijri = new AdapterMomentHijri();
const ramadanStart = hijri.date('2025-03-01');
// moment-hijri only knows the years 1356 to 1499 AH (1937 to 2076): keep the views inside them.
const earliest = hijri.date('1938-01-01');
const latest = hijri.date('2075-12-31');

export default function CalendarSystemsHijri() {
  const outerTheme = useTheme();
  const rtlTheme = useMemo(
    // The page's own theme (its colours follow the light or dark scheme), turned right to left.
    () => ({ ...outerTheme, direction: 'rtl' as const }),
    [outerTheme],
  );

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Box dir="rtl">
          <LocalizationProvider dateAdapter={AdapterMomentHijri}>
            {/* A static picker has no field, so the month-only parsing problem never comes up. */}
            <StaticDatePicker defaultValue={ramadanStart} minDate={earliest} maxDate={latest} />
          </LocalizationProvider>
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
