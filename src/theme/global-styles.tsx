import GlobalStyles from '@mui/material/GlobalStyles';
import { apiStyles } from './api-styles';
import { proseStyles } from './prose-styles';
import { HEADER_HEIGHT } from './theme-constants';

/**
 * Page-wide rules: anchored headings land below the sticky header; keyboard focus rings; prose and API reference
 * elements.
 */
export function GlobalDocsStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '[id]': { scrollMarginTop: HEADER_HEIGHT + 16 },
        'code, kbd, pre': {
          fontFamily: '"JetBrains Mono Variable", ui-monospace, monospace',
          fontVariantLigatures: 'none',
        },
        '::selection': { backgroundColor: theme.vars?.palette.primary.light ?? theme.palette.primary.light },
        // MUI marks keyboard focus with a class its JavaScript adds; a static page runs none, so the browser's own
        // :focus-visible draws the ring on every button and link MUI renders.
        '.MuiButtonBase-root:focus-visible': {
          outline: `2px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
          outlineOffset: 2,
        },
        // Items stacked edge to edge in a menu or list: a ring outside one is hidden under its neighbours and clipped
        // by the scrolling list, so it is drawn inside the item.
        '.MuiMenuItem-root:focus-visible, .MuiListItemButton-root:focus-visible': { outlineOffset: -2 },
        ...proseStyles(theme),
        ...apiStyles(theme),
      })}
    />
  );
}
