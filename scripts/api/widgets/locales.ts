import type { LocaleProduct, WidgetLocale } from '../../../src/engine/widgets/types';

/** Package whose `/locales` entry each product's locales come from. */
export const localePackages: Record<LocaleProduct, string> = {
  'data-grid': '@mui/x-data-grid',
  'date-pickers': '@mui/x-date-pickers',
  charts: '@mui/x-charts',
};

type LocaleTexts = Record<string, unknown>;

/** The translations of a locale object: `{ components: { MuiDataGrid: { defaultProps: { localeText } } } }`. */
function localeTextOf(value: unknown): LocaleTexts | undefined {
  const components = (value as { components?: Record<string, { defaultProps?: { localeText?: unknown } }> })
    ?.components;
  const entry = components && Object.values(components)[0];
  const text = entry?.defaultProps?.localeText;
  return text && typeof text === 'object' ? (text as LocaleTexts) : undefined;
}

/** `frFR` → `fr-FR`, `eu` → `eu`. */
export function bcp47Tag(exportName: string): string {
  return exportName.replace(/^([a-z]{2,3})([A-Z]{2})$/, '$1-$2');
}

const languages = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * Every locale a package's `/locales` entry exports, read at run time: completeness is the share of the English
 * locale's keys it gives a value. An export that is another one under a second name (`idIDGrid`) is left out.
 */
export function readLocales(module: Record<string, unknown>): WidgetLocale[] {
  const english = localeTextOf(module.enUS);
  if (!english)
    throw new Error('the locales entry exports no enUS locale. Fix: update scripts/api/widgets/locales.ts.');
  const englishKeys = Object.keys(english);
  const seen = new Set<unknown>();
  return Object.keys(module)
    .filter((name) => /^[a-z]{2,3}(?:[A-Z]{2})?$/.test(name))
    .sort((a, b) => a.localeCompare(b, 'en'))
    .flatMap((exportName) => {
      const text = localeTextOf(module[exportName]);
      if (!text || seen.has(text)) return [];
      seen.add(text);
      const tag = bcp47Tag(exportName);
      return [
        {
          exportName,
          tag,
          language: languages.of(tag) ?? tag,
          translated: englishKeys.filter((key) => text[key] !== undefined).length,
          total: englishKeys.length,
        },
      ];
    });
}

/** The locales of every product, imported from the installed packages. */
export async function extractLocales() {
  const entries = await Promise.all(
    Object.entries(localePackages).map(async ([product, packageName]) => {
      const module = (await import(`${packageName}/locales`)) as Record<string, unknown>;
      return [product, { packageName, locales: readLocales(module) }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LocaleProduct, { packageName: string; locales: WidgetLocale[] }>;
}
