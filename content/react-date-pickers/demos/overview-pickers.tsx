import { useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickerValidDate } from '@mui/x-date-pickers/models';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import {
  createAdapter,
  dateLibraries,
  fromWallClockIso,
  languages,
  toWallClockIso,
  type LanguageId,
  type LibraryId,
} from '../overview-showcase-options';
import { ShowcaseReadout } from '../overview-showcase-readout';
import { createRtlCache } from '../rtl-cache';

const rtlCache = createRtlCache('overview-rtl');

const components = {
  date: { label: 'Date', withDate: true, withTime: false },
  time: { label: 'Time', withDate: false, withTime: true },
  dateTime: { label: 'Date and time', withDate: true, withTime: true },
  range: { label: 'Date range', withDate: true, withTime: false },
};
type ComponentId = keyof typeof components;

// Fixed dates, written as local wall-clock time: the prerendered page and the browser agree, whatever today is.
const firstBooking = '2025-06-12T09:30:00';
const stayEnds = '2025-06-15T09:30:00';

/** A labelled row of exclusive choices. */
function Choice<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  onChange: (next: T) => void;
  children: ReactNode;
}) {
  return (
    <Stack spacing={0.5}>
      <Typography id={props.id} variant="caption" sx={{ color: 'text.secondary' }}>
        {props.label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-labelledby={props.id}
        value={props.value}
        onChange={(_event, next: T | null) => next && props.onChange(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {props.children}
      </ToggleButtonGroup>
    </Stack>
  );
}

// The page's theme, light and dark schemes included, turned right-to-left for the Arabic and Hebrew choices.
function rtlTheme(outerTheme: Theme): Theme {
  return { ...outerTheme, direction: 'rtl' };
}

export default function OverviewPickers() {
  const [componentId, setComponentId] = useState<ComponentId>('date');
  const [libraryId, setLibraryId] = useState<LibraryId>('dayjs');
  const [languageId, setLanguageId] = useState<LanguageId>('en');
  const library = dateLibraries[libraryId];
  const language = languages[languageId];

  // Values are objects of the chosen library; switching library rebuilds them with the new adapter.
  const [value, setValue] = useState<PickerValidDate | null>(() => createAdapter(library).date(firstBooking));
  const [range, setRange] = useState<DateRange<PickerValidDate>>(() => {
    const adapter = createAdapter(library);
    return [adapter.date(firstBooking), adapter.date(stayEnds)];
  });
  const referenceDate = useMemo(() => createAdapter(library).date(firstBooking), [library]);

  const switchLibrary = (next: LibraryId) => {
    const from = createAdapter(library);
    const to = createAdapter(dateLibraries[next]);
    const convert = (date: PickerValidDate | null) => fromWallClockIso(to, toWallClockIso(from, date));
    setValue(convert(value));
    setRange([convert(range[0]), convert(range[1])]);
    setLibraryId(next);
  };

  const dir = language.direction;
  // The popup renders outside the demo (in a portal), so it gets the direction too.
  const shared = {
    referenceDate,
    slotProps: { popper: { dir }, mobilePaper: { dir }, textField: { fullWidth: true } },
  };
  const pickers: Record<ComponentId, ReactNode> = {
    date: <DatePicker label="Booking day" value={value} onChange={setValue} {...shared} />,
    time: <TimePicker label="Check-in time" value={value} onChange={setValue} {...shared} />,
    dateTime: <DateTimePicker label="Session starts" value={value} onChange={setValue} {...shared} />,
    range: <DateRangePicker label="Stay" value={range} onChange={setRange} {...shared} />,
  };

  const picker = (
    <Box dir={dir} lang={languageId} sx={{ maxWidth: 380 }}>
      {pickers[componentId]}
    </Box>
  );

  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Choice id="overview-component" label="Component" value={componentId} onChange={setComponentId}>
          {Object.entries(components).map(([id, { label }]) => (
            <ToggleButton key={id} value={id} sx={{ gap: 1 }}>
              {label}
              {id === 'range' ? <Chip label="Pro" size="small" color="primary" variant="outlined" /> : null}
            </ToggleButton>
          ))}
        </Choice>
        <Choice id="overview-library" label="Date library" value={libraryId} onChange={switchLibrary}>
          {Object.entries(dateLibraries).map(([id, { label }]) => (
            <ToggleButton key={id} value={id}>
              {label}
            </ToggleButton>
          ))}
        </Choice>
        <TextField
          select
          size="small"
          label="Language"
          value={languageId}
          onChange={(event) => setLanguageId(event.target.value as LanguageId)}
          sx={{ minWidth: 140 }}
        >
          {Object.entries(languages).map(([id, { label }]) => (
            <MenuItem key={id} value={id} lang={id}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* A new provider per library and language: the adapter and its locale are read once, when it mounts. */}
      <LocalizationProvider
        key={`${libraryId}-${languageId}`}
        dateAdapter={library.adapter}
        dateLibInstance={library.instance}
        adapterLocale={library.locales[languageId].locale}
        localeText={language.texts.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        {dir === 'rtl' ? (
          <CacheProvider value={rtlCache}>
            <ThemeProvider theme={rtlTheme}>{picker}</ThemeProvider>
          </CacheProvider>
        ) : (
          picker
        )}
        <ShowcaseReadout
          values={componentId === 'range' ? range : [value]}
          withDate={components[componentId].withDate}
          withTime={components[componentId].withTime}
          libraryId={libraryId}
          languageId={languageId}
        />
      </LocalizationProvider>
    </Stack>
  );
}
