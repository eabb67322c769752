import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { deDE, enUS, frFR, heIL, zhCN } from '@mui/x-date-pickers/locales';
import type { MuiPickersAdapter, PickerValidDate } from '@mui/x-date-pickers/models';
import { de } from 'date-fns/locale/de';
import { enUS as dateFnsEnUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { he } from 'date-fns/locale/he';
import { zhCN as dateFnsZhCN } from 'date-fns/locale/zh-CN';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/he';
import 'dayjs/locale/zh-cn';
// The locale files register with Moment's CommonJS build, which bundlers may load apart from the ES build that
// `import moment from 'moment'` gives. The showcase hands this instance to the adapter, so both sides meet.
import momentWithLocales from 'moment/moment.js';
import 'moment/locale/de';
import 'moment/locale/fr';
import 'moment/locale/he';
import 'moment/locale/zh-cn';

/**
 * Options of the Pickers overview showcase: the languages and date libraries a reader can pick, with what each
 * one hands to `LocalizationProvider`. Every locale is imported here, statically: nothing loads from the network.
 */

// Loading a Moment locale file also makes it Moment's global locale: put English back.
momentWithLocales.locale('en');

export type LanguageId = 'en' | 'fr' | 'de' | 'zh' | 'he';

/** A language of the showcase: its own name, the component texts and the writing direction. */
export const languages: Record<
  LanguageId,
  { label: string; texts: typeof enUS; textsName: string; direction: 'ltr' | 'rtl' }
> = {
  en: { label: 'English', texts: enUS, textsName: 'enUS', direction: 'ltr' },
  fr: { label: 'Français', texts: frFR, textsName: 'frFR', direction: 'ltr' },
  de: { label: 'Deutsch', texts: deDE, textsName: 'deDE', direction: 'ltr' },
  zh: { label: '中文', texts: zhCN, textsName: 'zhCN', direction: 'ltr' },
  he: { label: 'עברית', texts: heIL, textsName: 'heIL', direction: 'rtl' },
};

/** What one language looks like for one date library. */
interface LibraryLocale {
  /** The value given to `adapterLocale`. */
  locale: unknown;
  /** The same, as written in JSX. */
  prop: string;
  /** The import that makes the locale available, if any. */
  importLine?: string;
}

export type LibraryId = 'dayjs' | 'date-fns' | 'luxon' | 'moment';

/** A date library of the showcase and its adapter. */
export interface DateLibrary {
  label: string;
  adapterName: string;
  adapter: new (options?: { locale?: never }) => MuiPickersAdapter<unknown>;
  /** The library instance the adapter works with (`dateLibInstance`), when not the default one. */
  instance?: typeof momentWithLocales;
  /** The type of the values the pickers hand back with this adapter. */
  valueType: string;
  locales: Record<LanguageId, LibraryLocale>;
}

// Day.js and Moment.js take a locale name, after the locale file is imported once.
function namedLocales(library: string, names: Record<LanguageId, string>): Record<LanguageId, LibraryLocale> {
  const entries = Object.entries(names).map(([id, name]) => [
    id,
    {
      locale: name,
      prop: `"${name}"`,
      importLine: name === 'en' ? undefined : `import '${library}/locale/${name}';`,
    },
  ]);
  return Object.fromEntries(entries) as Record<LanguageId, LibraryLocale>;
}

// date-fns takes the locale object itself.
function dateFnsLocale(locale: unknown, name: string, file: string): LibraryLocale {
  return { locale, prop: `{${name}}`, importLine: `import { ${name} } from 'date-fns/locale/${file}';` };
}

// Luxon formats through the browser's Intl API: a language tag is all it needs.
function luxonLocale(tag: string): LibraryLocale {
  return { locale: tag, prop: `"${tag}"` };
}

export const dateLibraries: Record<LibraryId, DateLibrary> = {
  dayjs: {
    label: 'Day.js',
    adapterName: 'AdapterDayjs',
    adapter: AdapterDayjs,
    valueType: 'Dayjs',
    locales: namedLocales('dayjs', { en: 'en', fr: 'fr', de: 'de', zh: 'zh-cn', he: 'he' }),
  },
  'date-fns': {
    label: 'date-fns',
    adapterName: 'AdapterDateFns',
    adapter: AdapterDateFns,
    valueType: 'Date',
    locales: {
      en: dateFnsLocale(dateFnsEnUS, 'enUS', 'en-US'),
      fr: dateFnsLocale(fr, 'fr', 'fr'),
      de: dateFnsLocale(de, 'de', 'de'),
      zh: dateFnsLocale(dateFnsZhCN, 'zhCN', 'zh-CN'),
      he: dateFnsLocale(he, 'he', 'he'),
    },
  },
  luxon: {
    label: 'Luxon',
    adapterName: 'AdapterLuxon',
    adapter: AdapterLuxon,
    valueType: 'DateTime',
    locales: {
      en: luxonLocale('en-US'),
      fr: luxonLocale('fr'),
      de: luxonLocale('de'),
      zh: luxonLocale('zh-CN'),
      he: luxonLocale('he'),
    },
  },
  moment: {
    label: 'Moment.js',
    adapterName: 'AdapterMoment',
    adapter: AdapterMoment,
    instance: momentWithLocales,
    valueType: 'Moment',
    locales: namedLocales('moment', { en: 'en', fr: 'fr', de: 'de', zh: 'zh-cn', he: 'he' }),
  },
};

/** An adapter of the library, without a locale: enough to build and read values. */
export function createAdapter(library: DateLibrary): MuiPickersAdapter<unknown> {
  return library.instance ? new AdapterMoment({ instance: library.instance }) : new library.adapter();
}

const pad = (part: number) => String(part).padStart(2, '0');

/**
 * The value as local wall-clock time in ISO 8601, without an offset: the same text on the server and in every
 * browser, whatever their time zone. `null` for an empty or unfinished value.
 */
export function toWallClockIso(adapter: MuiPickersAdapter<unknown>, value: PickerValidDate | null): string | null {
  if (value === null || !adapter.isValid(value)) {
    return null;
  }
  const date = adapter.toJsDate(value);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Rebuilds a value with another library, from the text `toWallClockIso` gave. */
export function fromWallClockIso(adapter: MuiPickersAdapter<unknown>, iso: string | null): PickerValidDate | null {
  return iso === null ? null : adapter.date(iso);
}
