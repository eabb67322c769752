import { decomposeColor } from './color';

/** A palette colour as authors give it: `main` is required, the rest is derived when absent. */
export interface PaletteColorInput {
  main: string;
  light?: string;
  dark?: string;
  contrastText?: string;
}

/** Our own blue family, used for primary in both schemes. */
export const blue = {
  50: '#edf4ff',
  100: '#d6e6ff',
  200: '#aecdff',
  300: '#7fb0ff',
  400: '#5393fb',
  500: '#2d76ec',
  600: '#1a5fd0',
  700: '#154ca8',
  800: '#123d85',
  900: '#0f2f66',
} as const;

/** Cool greys tuned to the dark background hsl(210, 14%, 7%). */
export const grey = {
  50: 'hsl(210, 20%, 98%)',
  100: 'hsl(210, 18%, 95%)',
  200: 'hsl(210, 16%, 90%)',
  300: 'hsl(210, 14%, 80%)',
  400: 'hsl(210, 12%, 64%)',
  500: 'hsl(210, 10%, 46%)',
  600: 'hsl(210, 12%, 34%)',
  700: 'hsl(210, 14%, 24%)',
  800: 'hsl(210, 14%, 13%)',
  900: 'hsl(210, 14%, 9%)',
} as const;

/**
 * Checks a palette colour before it reaches the theme: `main` must be present and a string holding
 * a colour the parser understands. Throws a theme error naming the palette entry otherwise.
 */
export function assertPaletteColor(name: string, color: unknown): asserts color is PaletteColorInput {
  const main = (color as { main?: unknown } | null | undefined)?.main;
  if (typeof main !== 'string') {
    throw new Error(
      `Theme error: palette.${name}.main must be a string, but it is ${main === undefined ? 'missing' : typeof main}. Give palette.${name} a main colour, e.g. { main: '${blue[600]}' }.`,
    );
  }
  decomposeColor(main);
}

/** Light scheme colours. */
export const lightPalette = {
  mode: 'light',
  primary: { main: blue[600], light: blue[400], dark: blue[800], contrastText: '#fff' },
  secondary: { main: 'hsl(265, 60%, 45%)' },
  divider: grey[200],
  background: { default: '#fff', paper: '#fff' },
  text: { primary: grey[900], secondary: grey[600] },
  grey,
} as const;

/** Dark scheme colours: near-black blue-grey background. */
export const darkPalette = {
  mode: 'dark',
  primary: { main: blue[300], light: blue[200], dark: blue[400], contrastText: grey[900] },
  secondary: { main: 'hsl(265, 80%, 78%)' },
  divider: grey[700],
  background: { default: 'hsl(210, 14%, 7%)', paper: 'hsl(210, 14%, 9%)' },
  text: { primary: grey[50], secondary: grey[400] },
  grey,
} as const;
