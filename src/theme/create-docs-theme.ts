import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../config/preferences/preference-rules';
import { assertPaletteColor, darkPalette, lightPalette } from './palette';
import { BORDER_RADIUS, BREAKPOINTS, CONTRAST_THRESHOLD, SPACING_UNIT, TONAL_OFFSET, Z_INDEX } from './theme-constants';

type SchemePalette = typeof lightPalette | typeof darkPalette;

// Until Inter arrives, Latin text uses a local sans-serif resized to Inter's metrics (src/theme/fonts.ts); Chinese
// text falls back to the reader's own CJK system fonts, listed per platform.
const FONT_SANS =
  '"Inter Variable", "Inter Fallback", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif';
export const FONT_MONO =
  '"JetBrains Mono Variable", "JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

function checked<P extends SchemePalette>(palette: P): P {
  for (const name of ['primary', 'secondary'] as const) assertPaletteColor(`${palette.mode}.${name}`, palette[name]);
  return palette;
}

/**
 * The docs theme: light and dark schemes as CSS variables (switched by `data-mui-color-scheme` on
 * <html>, so the stored choice applies before any script runs), shared by the shell and the demos.
 */
export function createDocsTheme(
  options: { light?: SchemePalette; dark?: SchemePalette; direction?: Direction } = {},
): Theme {
  const light = checked(options.light ?? lightPalette);
  const dark = checked(options.dark ?? darkPalette);
  return createTheme({
    direction: options.direction ?? 'ltr',
    cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'mui' },
    colorSchemes: {
      light: { palette: { ...light, contrastThreshold: CONTRAST_THRESHOLD, tonalOffset: TONAL_OFFSET } },
      dark: { palette: { ...dark, contrastThreshold: CONTRAST_THRESHOLD, tonalOffset: TONAL_OFFSET } },
    },
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: BORDER_RADIUS },
    spacing: SPACING_UNIT,
    zIndex: Z_INDEX,
    typography: {
      fontFamily: FONT_SANS,
      h1: { fontSize: 'clamp(2rem, 1.6rem + 1.2vw, 2.5rem)', fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.625rem', fontWeight: 650, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiLink: { defaultProps: { underline: 'always' } },
      // Spacing by `gap` instead of margins on `> :not(style) ~ :not(style)`: a rule whose last part matches any
      // element makes the browser restyle the whole page each time a new Stack's styles are inserted (every demo
      // that goes live), which on a demo-heavy page cost a second of main thread per demo on a phone.
      MuiStack: { defaultProps: { useFlexGap: true } },
    },
  });
}

const docsThemes = new Map<Direction, Theme>();
const themeStyleSheets = new WeakMap<Theme, ReturnType<Theme['generateStyleSheets']>>();

/**
 * The docs theme of a text direction, made once per direction and process: the shell and every island of a page share
 * one, and the build's prerender, which renders every page in one process, makes two in all instead of one a page
 * (4 ms each, about 12 s of a 3,000-page build).
 */
export function docsTheme(direction: Direction): Theme {
  let theme = docsThemes.get(direction);
  if (!theme) {
    theme = createDocsTheme({ direction });
    docsThemes.set(direction, theme);
  }
  return theme;
}

/** The theme's CSS variables as global styles, generated once per theme. */
export function docsThemeStyleSheets(theme: Theme): ReturnType<Theme['generateStyleSheets']> {
  let sheets = themeStyleSheets.get(theme);
  if (!sheets) {
    sheets = theme.generateStyleSheets();
    themeStyleSheets.set(theme, sheets);
  }
  return sheets;
}
