import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ko';

const locales = ['en', 'en-gb', 'de', 'ko'] as const;
type LocaleCode = (typeof locales)[number];

const flightDeparture = dayjs('2025-06-19T07:45');

export default function AdaptersLocaleDayjs() {
  const [locale, setLocale] = useState<LocaleCode>('de');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Day.js locale"
        value={locale}
        onChange={(_event, next: LocaleCode | null) => next && setLocale(next)}
      >
        {locales.map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* The key remounts the pickers so the new week start applies at once. */}
      <LocalizationProvider key={locale} dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateTimePicker label="Departure" defaultValue={flightDeparture} />
          <DateCalendar defaultValue={flightDeparture} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
