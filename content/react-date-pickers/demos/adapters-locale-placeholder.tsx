import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/fr';

// The French component texts: their placeholders read JJ/MM/AAAA.
const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function AdaptersLocalePlaceholder() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateField label="English texts" />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
        <DateField label="French texts" />
      </LocalizationProvider>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={{
          // Letters for a numeric month, the format token itself for a month name.
          fieldMonthPlaceholder: (params) => (params.contentType === 'digit' ? 'mm' : params.format),
          fieldDayPlaceholder: () => 'dd',
          fieldYearPlaceholder: (params) => 'y'.repeat(params.format.length),
        }}
      >
        <DateField label="Own placeholders" format="MMM DD YYYY" />
      </LocalizationProvider>
    </Stack>
  );
}
