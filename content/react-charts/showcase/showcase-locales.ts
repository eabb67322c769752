import type { ChartsLocaleText } from '@mui/x-charts/locales';
import { elGRLocaleText, enUSLocaleText, frFRLocalText, ptBRLocaleText, svSELocaleText } from '@mui/x-charts/locales';
import type { Channel } from './showcase-data';

/**
 * The languages of the Charts overview's locale demo: the package's own translations (note that
 * 8.12 spells the French one `frFRLocalText`) plus our names for the three sales channels, which
 * are our data and so ours to translate.
 */
export type ShowcaseLocale = {
  tag: 'en-US' | 'fr-FR' | 'el-GR' | 'pt-BR' | 'sv-SE';
  name: string;
  localeText: Partial<ChartsLocaleText>;
  channels: Record<Channel, string>;
};

export const showcaseLocales: readonly ShowcaseLocale[] = [
  {
    tag: 'en-US',
    name: 'English (US)',
    localeText: enUSLocaleText,
    channels: { Online: 'Online', Retail: 'Shops', Wholesale: 'Wholesale' },
  },
  {
    tag: 'fr-FR',
    name: 'Français',
    localeText: frFRLocalText,
    channels: { Online: 'En ligne', Retail: 'Magasins', Wholesale: 'Vente en gros' },
  },
  {
    tag: 'el-GR',
    name: 'Ελληνικά',
    localeText: elGRLocaleText,
    channels: { Online: 'Διαδικτυακά', Retail: 'Καταστήματα', Wholesale: 'Χονδρική' },
  },
  {
    tag: 'pt-BR',
    name: 'Português (Brasil)',
    localeText: ptBRLocaleText,
    channels: { Online: 'On-line', Retail: 'Lojas', Wholesale: 'Atacado' },
  },
  {
    tag: 'sv-SE',
    name: 'Svenska',
    localeText: svSELocaleText,
    channels: { Online: 'Webb', Retail: 'Butiker', Wholesale: 'Grossist' },
  },
];

/** Short month names in the reader's language; UTC so the server and the browser agree. */
export function monthNames(tag: string): string[] {
  const format = new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2025, month, 1)));
}

/** Whole euros with the grouping, symbol and symbol position of the language. */
export function euroFormatter(tag: string): (value: number | null) => string {
  const format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (value) => (value === null ? '' : format.format(value));
}
