import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';
import type { PickerValidDate } from '@mui/x-date-pickers/models';
import { dateLibraries, languages, toWallClockIso, type LanguageId, type LibraryId } from './overview-showcase-options';

/**
 * The right-hand side of the Pickers overview showcase: what the adapter hands back, and the setup code for the
 * chosen library and language. Rendered inside the showcase's `LocalizationProvider`.
 */

interface ShowcaseReadoutProps {
  /** One value, or the start and end of a range. */
  values: (PickerValidDate | null)[];
  /** Whether the chosen component edits a time. */
  withTime: boolean;
  /** Whether the chosen component edits a date. */
  withDate: boolean;
  libraryId: LibraryId;
  languageId: LanguageId;
}

function ReadoutLine({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '11rem 1fr' }, columnGap: 2 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        dir="auto"
        sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** Builds the provider setup a project would write for this library and language. */
function setupCode(libraryId: LibraryId, languageId: LanguageId) {
  const library = dateLibraries[libraryId];
  const locale = library.locales[languageId];
  const textsName = languages[languageId].textsName;
  const lines = [`import { ${library.adapterName} } from '@mui/x-date-pickers/${library.adapterName}';`];
  if (languageId !== 'en') {
    lines.push(`import { ${textsName} } from '@mui/x-date-pickers/locales';`);
  }
  if (locale.importLine) {
    lines.push(locale.importLine);
  }
  lines.push('', '<LocalizationProvider', `  dateAdapter={${library.adapterName}}`, `  adapterLocale=${locale.prop}`);
  if (languageId !== 'en') {
    lines.push(`  localeText={${textsName}.components.MuiLocalizationProvider.defaultProps.localeText}`);
  }
  lines.push('>');
  return lines.join('\n');
}

export function ShowcaseReadout({ values, withTime, withDate, libraryId, languageId }: ShowcaseReadoutProps) {
  const adapter = usePickerAdapter();
  const library = dateLibraries[libraryId];

  const describe = (value: PickerValidDate | null) => {
    if (value === null || !adapter.isValid(value)) {
      return { iso: 'none yet', formatted: 'none yet' };
    }
    const timeFormat = adapter.is12HourCycleInCurrentLocale() ? 'fullTime12h' : 'fullTime24h';
    const parts = [
      withDate ? adapter.format(value, 'fullDate') : null,
      withTime ? adapter.format(value, timeFormat) : null,
    ];
    return { iso: toWallClockIso(adapter, value) ?? '', formatted: parts.filter(Boolean).join(' ') };
  };
  const described = values.map(describe);

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      {/* Announced politely: a screen reader hears the new value after each change. */}
      <Box component="dl" aria-live="polite" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <ReadoutLine term="onChange receives">
          {values.length > 1
            ? `[${library.valueType} | null, ${library.valueType} | null]`
            : `${library.valueType} | null`}
        </ReadoutLine>
        <ReadoutLine term="As ISO 8601 (local)">{described.map((entry) => entry.iso).join(' → ')}</ReadoutLine>
        <ReadoutLine term="Formatted by the library">
          {described.map((entry) => entry.formatted).join(' → ')}
        </ReadoutLine>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The setup for this library and language:
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: '0.8125rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <code>{setupCode(libraryId, languageId)}</code>
      </Box>
    </Stack>
  );
}
