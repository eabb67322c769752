import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import type { ChartsLocaleText } from '@mui/x-charts/locales';
import { elGRLocaleText, enUSLocaleText, frFRLocalText, ptBRLocaleText, svSELocaleText } from '@mui/x-charts/locales';

const locales: Record<string, Partial<ChartsLocaleText>> = {
  'English (enUS)': enUSLocaleText,
  'Français (frFR)': frFRLocalText,
  'Ελληνικά (elGR)': elGRLocaleText,
  'Português do Brasil (ptBR)': ptBRLocaleText,
  'Svenska (svSE)': svSELocaleText,
};

export default function LocalizationProvider() {
  const [language, setLanguage] = React.useState('Svenska (svSE)');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Locale"
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
        sx={{ maxWidth: 280 }}
      >
        {Object.keys(locales).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {/* Every chart inside the provider uses its texts. */}
      <ChartsLocalizationProvider localeText={locales[language]}>
        <Stack direction={{ xs: 'column', md: 'row' }}>
          <BarChart height={220} loading xAxis={[{ data: ['Q1', 'Q2'], scaleType: 'band' }]} series={[{ data: [] }]} />
          <LineChart height={220} xAxis={[{ data: [] }]} series={[{ data: [] }]} />
        </Stack>
      </ChartsLocalizationProvider>
    </Stack>
  );
}
