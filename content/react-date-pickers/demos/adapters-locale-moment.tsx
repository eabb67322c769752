import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import moment from 'moment';
import 'moment/locale/nl';
import 'moment/locale/pt-br';

// Loading a Moment locale file also makes it Moment's global locale: switch back to English.
moment.locale('en');

const locales = ['en', 'nl', 'pt-br'];

const deliveryWindow = moment('2025-02-11T14:15');

export default function AdaptersLocaleMoment() {
  const [locale, setLocale] = useState('nl');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Moment locale"
        value={locale}
        onChange={(_event, next: string | null) => next && setLocale(next)}
      >
        {locales.map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider key={locale} dateAdapter={AdapterMoment} adapterLocale={locale}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Delivery day" defaultValue={deliveryWindow} />
          <TimePicker label="Delivery time" defaultValue={deliveryWindow} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
