import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Luxon reads its locale data from the browser's Intl API: no import needed.
const locales = ['en-US', 'it', 'pl', 'zh-CN'];

// The adapter builds a Luxon DateTime (the same as DateTime.fromISO).
const concertStart = new AdapterLuxon().date('2025-10-04T20:30');

export default function AdaptersLocaleLuxon() {
  const [locale, setLocale] = useState('it');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Luxon locale"
        value={locale}
        onChange={(_event, next: string | null) => next && setLocale(next)}
      >
        {locales.map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider key={locale} dateAdapter={AdapterLuxon} adapterLocale={locale}>
        <DateTimePicker label="Concert starts" defaultValue={concertStart} />
      </LocalizationProvider>
    </Stack>
  );
}
