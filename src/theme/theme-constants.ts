/** Theme constants from SPEC §9, in one place. */

/** Breakpoints in px. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** Corner radius of surfaces, px. */
export const BORDER_RADIUS = 12;

/** Spacing unit, px: `theme.spacing(1)`. */
export const SPACING_UNIT = 8;

/** Minimum contrast ratio MUI uses to pick a colour's contrast text. */
export const CONTRAST_THRESHOLD = 3;

/** How far light and dark variants sit from `main`. */
export const TONAL_OFFSET = 0.2;

/** Stacking order of layered surfaces. */
export const Z_INDEX = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

/** CSS cascade layers, lowest priority first. */
export const CASCADE_LAYERS = ['theme', 'docsearch', 'mui', 'utilities'] as const;

/** The `@layer` statement that fixes the layer order before any styles load. */
export const CASCADE_LAYER_STATEMENT = `@layer ${CASCADE_LAYERS.join(', ')};`;

/**
 * Moving between pages is a document load: browsers that support cross-document View Transitions cross-fade the old
 * page into the new one instead of flashing white, unless the reader asks for reduced motion.
 */
export const VIEW_TRANSITION_RULE =
  '@media (prefers-reduced-motion: no-preference) { @view-transition { navigation: auto; } }';

/** Height of the sticky app bar, px: headings scroll to just below it. */
export const HEADER_HEIGHT = 64;

/** `<meta name="theme-color">` per scheme: the page background, so browser chrome blends in. */
export const THEME_COLORS = { light: '#ffffff', dark: '#0f1214' } as const;
