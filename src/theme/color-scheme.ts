import { THEME_COLORS } from './theme-constants';

/**
 * The reader's colour scheme as the browser stores it, read without React or MUI (static pages load neither). The
 * names and defaults are MUI's (`InitColorSchemeScript` in `src/app/root.tsx`, the theme provider on React pages),
 * so both kinds of page read and write the same storage and attribute.
 */

/** Attribute on `<html>` naming the scheme in use; the theme's CSS variables switch on it. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
/** localStorage key of the colour-scheme setting: `light`, `dark` or `system`. */
export const MODE_STORAGE_KEY = 'mui-mode';
/** Prefix of the localStorage keys naming the scheme used in light and in dark mode (`-light`, `-dark`). */
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';

export const COLOR_SCHEME_SETTINGS = ['light', 'dark', 'system'] as const;
export type ColorSchemeSetting = (typeof COLOR_SCHEME_SETTINGS)[number];
/** The docs theme has exactly these two schemes. */
export type ColorScheme = 'light' | 'dark';

/** The setting MUI uses when none is stored (`defaultMode="system"`). */
export const DEFAULT_COLOR_SCHEME_SETTING: ColorSchemeSetting = 'system';

type ReadableStorage = Pick<Storage, 'getItem'> | undefined;

function read(storage: ReadableStorage, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames).
    return null;
  }
}

function isColorScheme(value: unknown): value is ColorScheme {
  return value === 'light' || value === 'dark';
}

/** A colour-scheme setting, validated: anything but `light`, `dark` or `system` reads as `system`. */
export function parseColorSchemeSetting(value: unknown): ColorSchemeSetting {
  return (COLOR_SCHEME_SETTINGS as readonly unknown[]).includes(value)
    ? (value as ColorSchemeSetting)
    : DEFAULT_COLOR_SCHEME_SETTING;
}

/** The stored colour-scheme setting (`mui-mode`), validated. */
export function readColorSchemeSetting(storage: ReadableStorage): ColorSchemeSetting {
  return parseColorSchemeSetting(read(storage, MODE_STORAGE_KEY));
}

/** The operating system's preference. */
export function readSystemColorScheme(win: Pick<Window, 'matchMedia'>): ColorScheme {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/**
 * The scheme to show, as MUI's `InitColorSchemeScript` decides it: the setting (or, for `system`, the OS) picks light
 * or dark, and `mui-color-scheme-light` / `-dark` name the scheme for each (default `light` / `dark`). A tampered
 * stored name is ignored, since the docs theme has only these two schemes.
 */
export function resolveColorScheme(storage: ReadableStorage, systemScheme: ColorScheme): ColorScheme {
  const setting = readColorSchemeSetting(storage);
  const mode = setting === 'system' ? systemScheme : setting;
  const stored = read(storage, `${COLOR_SCHEME_STORAGE_KEY}-${mode}`);
  return isColorScheme(stored) ? stored : mode;
}

/** The scheme named on `<html>`, if it is one of the docs theme's. */
export function appliedColorScheme(doc: Document = document): ColorScheme | undefined {
  const value = doc.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
  return isColorScheme(value) ? value : undefined;
}

/** Puts `<meta name="theme-color">` on the scheme's background, so the browser chrome blends in. */
export function setThemeColor(scheme: ColorScheme, doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && meta.content !== THEME_COLORS[scheme]) meta.content = THEME_COLORS[scheme];
}
