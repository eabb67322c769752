import GlobalStyles from '@mui/material/GlobalStyles';
import { apiStyles } from './api-styles';
import { proseStyles } from './prose-styles';
import { HEADER_HEIGHT } from './theme-constants';

/** Page-wide rules: anchored headings land below the sticky header; prose and API reference elements. */
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
        ...proseStyles(theme),
        ...apiStyles(theme),
      })}
    />
  );
}
