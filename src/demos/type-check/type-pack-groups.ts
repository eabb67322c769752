/**
 * How the type declarations an edited demo is checked against are split into packs (built by
 * scripts/type-packs/, fetched by ./type-check-client.ts): `base` holds the TypeScript libraries, React, MUI and
 * everything two products share; each MUI X product has a pack of its own, fetched only when the edited code (or one
 * of the demo's files) imports that product or a library only it uses.
 */
export const TYPE_PACK_NAMES = ['base', 'data-grid', 'pickers', 'charts', 'tree-view'] as const;

export type TypePackName = (typeof TYPE_PACK_NAMES)[number];

/** Date libraries are imported by Pickers demos only (adapters and their locales). */
const DATE_LIBRARIES =
  /^(dayjs|date-fns|date-fns-jalali|moment|moment-hijri|moment-jalaali|moment-timezone|luxon)(\/|$)/;

/** The pack that holds the declarations of a bare module specifier. */
export function typePackOf(specifier: string): TypePackName {
  if (/^@mui\/x-data-grid(-pro|-premium|-generator)?(\/|$)/.test(specifier)) return 'data-grid';
  if (/^@mui\/x-date-pickers(-pro)?(\/|$)/.test(specifier) || DATE_LIBRARIES.test(specifier)) return 'pickers';
  if (/^@mui\/x-charts(-pro|-premium)?(\/|$)/.test(specifier)) return 'charts';
  if (/^@mui\/x-tree-view(-pro)?(\/|$)/.test(specifier)) return 'tree-view';
  return 'base';
}

/** Every bare module specifier a source imports (a quick scan: enough to choose packs, not to resolve). */
export function bareImportsOf(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"./][^'"]*)\1/g)) found.add(match[2]!);
  return [...found];
}

/** The packs a check of these sources needs: base first, then each product they import. */
export function typePacksFor(sources: readonly string[]): TypePackName[] {
  const packs = new Set<TypePackName>(['base']);
  for (const source of sources) for (const specifier of bareImportsOf(source)) packs.add(typePackOf(specifier));
  return TYPE_PACK_NAMES.filter((name) => packs.has(name));
}

/** One pack as fetched: virtual file paths (`/node_modules/…`, `/lib/…`) to their text. */
export interface TypePack {
  files: Record<string, string>;
}

/** Where the build put each pack (hashed asset URLs), from `virtual:type-packs`. */
export type TypePackUrls = Partial<Record<TypePackName, string>>;
