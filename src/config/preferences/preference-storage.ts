import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  DIRECTION_STORAGE_KEY,
  DIRECTIONS,
  codeStylingFromHash,
  initialCodeStyling,
  initialCodeVariant,
  parseChoice,
  preferenceCookie,
  type CodeStyling,
  type CodeVariant,
  type Direction,
} from './preference-rules';

/** The only place the browser's stored preferences are read and written. */

/** Preferences as stored in the browser, validated (tampered values fall back to defaults). */
export function readStoredPreferences(): { codeVariant: CodeVariant; codeStyling: CodeStyling; direction: Direction } {
  const hash = window.location.hash;
  const cookies = document.cookie;
  let direction: Direction = 'ltr';
  try {
    direction = parseChoice(window.localStorage.getItem(DIRECTION_STORAGE_KEY), DIRECTIONS, 'ltr');
  } catch {
    // Storage can be blocked: keep the default.
  }
  return { codeVariant: initialCodeVariant(hash, cookies), codeStyling: initialCodeStyling(hash, cookies), direction };
}

export function storeCodeVariant(value: CodeVariant): void {
  document.cookie = preferenceCookie(CODE_VARIANT_COOKIE, value);
}

export function storeCodeStyling(value: CodeStyling): void {
  document.cookie = preferenceCookie(CODE_STYLING_COOKIE, value);
}

/**
 * A code styling named by the URL hash (`#tailwind-demo.tsx`) is the one in use: store it as if the reader had
 * chosen it, so the next page keeps it (SPEC §4). A hash naming no styling leaves the stored one alone.
 * Both kinds of page call this on load: the preferences provider on React pages, the static page's script elsewhere.
 */
export function rememberCodeStylingFromHash(hash: string = window.location.hash): void {
  const styling = codeStylingFromHash(hash);
  if (styling) storeCodeStyling(styling);
}

export function storeDirection(value: Direction): void {
  document.documentElement.dir = value;
  try {
    window.localStorage.setItem(DIRECTION_STORAGE_KEY, value);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

/**
 * Inline script for <head>: applies the stored direction before first paint, so an RTL reader
 * never sees the page laid out left to right first.
 */
export const directionScript = `(function(){try{var d=localStorage.getItem(${JSON.stringify(DIRECTION_STORAGE_KEY)});if(d==='rtl'||d==='ltr')document.documentElement.dir=d;}catch(e){}})();`;
