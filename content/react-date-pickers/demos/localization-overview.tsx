import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerActionsContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, jaJP, svSE, ukUA } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/sv';
import 'dayjs/locale/uk';

// Each language: the component texts and the matching Day.js locale for the dates.
const languages = {
  English: { texts: enUS, dateLocale: 'en' },
  日本語: { texts: jaJP, dateLocale: 'ja' },
  Svenska: { texts: svSE, dateLocale: 'sv' },
  Українська: { texts: ukUA, dateLocale: 'uk' },
};
type Language = keyof typeof languages;

// A custom action bar: its labels come from the picker's current translations.
function TranslatedActionBar() {
  const translations = usePickerTranslations();
  const { clearValue, acceptValueChanges } = usePickerActionsContext();
  return (
    <DialogActions>
      <Button onClick={clearValue}>{translations.clearButtonLabel}</Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        {translations.okButtonLabel}
      </Button>
    </DialogActions>
  );
}

export default function LocalizationOverview() {
  const [language, setLanguage] = useState<Language>('日本語');
  const { texts, dateLocale } = languages[language];

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Language"
        value={language}
        onChange={(_event, next: Language | null) => next && setLanguage(next)}
      >
        {Object.keys(languages).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        key={language}
        dateAdapter={AdapterDayjs}
        adapterLocale={dateLocale}
        localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <DateTimePicker
          label="Webinar"
          defaultValue={dayjs('2025-07-08T18:00')}
          slots={{ actionBar: TranslatedActionBar }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
