import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { nb } from 'date-fns/locale/nb';

// date-fns takes the locale object itself, not its name.
const localeObjects: Record<string, Locale> = { 'en-US': enUS, es, nb };

const invoiceDue = new Date(2025, 8, 30, 17, 0);

export default function AdaptersLocaleDateFns() {
  const [localeName, setLocaleName] = useState('es');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="date-fns locale"
        value={localeName}
        onChange={(_event, next: string | null) => next && setLocaleName(next)}
      >
        {Object.keys(localeObjects).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider key={localeName} dateAdapter={AdapterDateFns} adapterLocale={localeObjects[localeName]}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Invoice due" defaultValue={invoiceDue} />
          <TimePicker label="Cut-off time" defaultValue={invoiceDue} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
