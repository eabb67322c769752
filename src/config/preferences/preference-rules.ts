/** Reader preference rules (SPEC §3, §4). Pure functions: no DOM, no storage. */

/** Code variant of demos: TypeScript (default) or JavaScript. */
export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

/** How demos are styled: MUI System (`sx`), plain CSS, or Tailwind. */
export const CODE_STYLINGS = ['system', 'css', 'tailwind'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];
/** Code styling starts as `system` (SPEC §4). */
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';

/** Text direction. */
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Cookie names and lifetime (SPEC §4, §9). */
export const CODE_STYLING_COOKIE = 'codeStyling';
export const CODE_VARIANT_COOKIE = 'codeVariant';
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

/** localStorage key of the text direction (read before first paint by an inline script). */
export const DIRECTION_STORAGE_KEY = 'x-docs-direction';

/** Hashes longer than this are not demo file names: ignored rather than parsed. */
const MAX_HASH_LENGTH = 200;

function decodeHash(hash: string): string | undefined {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw.length === 0 || raw.length > MAX_HASH_LENGTH) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Code styling named by a URL hash: only when the hash ends in `.js` or `.tsx` and contains a
 * `tailwind-`, `css-` or `system-` prefix (SPEC §4), e.g. `#tailwind-basic-button.tsx`.
 */
export function codeStylingFromHash(hash: string): CodeStyling | undefined {
  const name = decodeHash(hash);
  if (!name || !/\.(js|tsx)$/.test(name)) return undefined;
  return CODE_STYLINGS.find((styling) => name.includes(`${styling}-`));
}

/** Code variant named by a URL hash naming a demo file: `#name.tsx` → TS, `#name.js` → JS. */
export function codeVariantFromHash(hash: string): CodeVariant | undefined {
  const name = decodeHash(hash);
  if (!name || !/^[\w.-]+\.(js|tsx)$/.test(name)) return undefined;
  return name.endsWith('.tsx') ? 'TS' : 'JS';
}

/** Reads one cookie's value from a `document.cookie` string; undefined when absent or malformed. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Narrows an untrusted stored value to an allowed one, or the fallback (tampered values never throw). */
export function parseChoice<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The `document.cookie` assignment that stores a preference for a year, site-wide. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Code styling on first load: the URL hash when it names one, otherwise the stored preference. */
export function initialCodeStyling(hash: string, cookies: string): CodeStyling {
  return (
    codeStylingFromHash(hash) ??
    parseChoice(readCookie(cookies, CODE_STYLING_COOKIE), CODE_STYLINGS, DEFAULT_CODE_STYLING)
  );
}

/** Code variant on first load: the URL hash when it names a demo file, otherwise the stored preference. */
export function initialCodeVariant(hash: string, cookies: string): CodeVariant {
  return (
    codeVariantFromHash(hash) ??
    parseChoice(readCookie(cookies, CODE_VARIANT_COOKIE), CODE_VARIANTS, DEFAULT_CODE_VARIANT)
  );
}
