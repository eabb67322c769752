import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import monoLatinExt from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-ext-wght-normal.woff2?url';
import monoLatin from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url';
import coreFiles from 'virtual:font-subsets';
import { CORE_RANGE, CORE_TEXT, rangeWithout } from './font-ranges';

/** Unicode ranges of the Latin subsets (as Fontsource splits them). */
export const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

interface FontFace {
  family: string;
  weights: string;
  url: string;
  unicodeRange: string;
  /** Fetched with the page's HTML, so it is there for the first paint. */
  preload: boolean;
}

/** The Latin range without the core characters: the full Latin files draw only what the core files lack. */
const LATIN_REST = rangeWithout(LATIN, CORE_TEXT);

/**
 * The site's two variable fonts, Latin subsets only (Chinese text uses the system's CJK fonts). Each has a small
 * preloaded core file (src/theme/font-ranges.ts) and, for the Latin characters outside it, the full Latin file,
 * which a browser fetches only for a page that uses one of them; the ranges do not overlap.
 */
export const FONT_FACES: readonly FontFace[] = [
  { family: 'Inter Variable', weights: '100 900', url: coreFiles.inter, unicodeRange: CORE_RANGE, preload: true },
  { family: 'Inter Variable', weights: '100 900', url: interLatin, unicodeRange: LATIN_REST, preload: false },
  { family: 'Inter Variable', weights: '100 900', url: interLatinExt, unicodeRange: LATIN_EXT, preload: false },
  {
    family: 'JetBrains Mono Variable',
    weights: '100 800',
    url: coreFiles.mono,
    unicodeRange: CORE_RANGE,
    preload: true,
  },
  { family: 'JetBrains Mono Variable', weights: '100 800', url: monoLatin, unicodeRange: LATIN_REST, preload: false },
  { family: 'JetBrains Mono Variable', weights: '100 800', url: monoLatinExt, unicodeRange: LATIN_EXT, preload: false },
];

/**
 * A local sans-serif drawn at Inter's size and vertical metrics (Arial, or its metric twin Liberation Sans on Linux),
 * listed right after Inter: if Inter arrives after the first paint, text keeps nearly the same line breaks and
 * line heights.
 */
const INTER_FALLBACK_CSS =
  "@font-face{font-family:'Inter Fallback';src:local('Arial'),local('ArialMT'),local('Liberation Sans');" +
  'size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}';

/**
 * `@font-face` rules for {@link FONT_FACES} and Inter's local stand-in. `font-display: swap`: a font that arrives after
 * the first paint replaces the stand-in once, at load (the stand-in's matched metrics keep that to a pixel or two;
 * with the fonts cached, as on every later page, nothing moves). `optional` was tried and let Chromium keep a late font
 * out of the first layout and swap it in at the next restyle, which was the reader's next click on an in-page link or
 * change of the URL's `#`: the page reflowed then, under the reader's eyes (e2e/fonts.spec.ts).
 */
export const FONT_FACE_CSS: string = FONT_FACES.map(
  (face) =>
    `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weights};` +
    `src:url(${face.url}) format('woff2-variations');unicode-range:${face.unicodeRange}}`,
)
  .concat(INTER_FALLBACK_CSS)
  .join('');

/** `<link rel="preload">` descriptors for the faces the first paint needs. */
export const FONT_PRELOAD_LINKS = FONT_FACES.filter((face) => face.preload).map((face) => ({
  rel: 'preload',
  href: face.url,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous' as const,
}));
