import type { Theme } from '@mui/material/styles';

/**
 * Rules for the API reference's repeated pieces (type signatures, JSDoc descriptions, required markers, deprecation
 * notes): plain elements marked with `data-slot`, styled once here instead of one styled component each.
 */
export function apiStyles(theme: Theme) {
  const vars = theme.vars ?? theme;
  return {
    'abbr[data-slot="api-required"]': { color: vars.palette.error.main, marginInlineStart: 2, textDecoration: 'none' },
    // A type outside a table (a hook's return value) breaks inside a name rather than widen a phone's page; in a table
    // at desktop width the member column is as wide as the longest name, so nothing breaks there (api-table.tsx).
    '[data-slot="api-type"]': { fontFamily: 'monospace', fontSize: 13, overflowWrap: 'break-word' },
    '[data-slot="api-type"] button': {
      marginInlineStart: 4,
      padding: '0 4px',
      font: 'inherit',
      color: 'inherit',
      cursor: 'pointer',
      border: '1px solid currentColor',
      borderRadius: 4,
      background: 'transparent',
    },
    '[data-slot="api-type"] pre': { whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: '4px 0' },
    '[data-slot="api-markdown"] > p, [data-slot="api-markdown"] > ul': { margin: '8px 0' },
    '[data-slot="api-markdown"] > ul': { paddingInlineStart: 24 },
    // A long identifier in a description breaks rather than widen a phone's page.
    '[data-slot="api-markdown"] code': { overflowWrap: 'anywhere' },
    '[data-slot="api-markdown"] > :first-child': { marginTop: 0 },
    '[data-slot="api-markdown"] > :last-child': { marginBottom: 0 },
    '[data-slot="api-deprecated"]': {
      margin: '8px 0',
      padding: '8px 12px',
      borderInlineStart: `3px solid ${vars.palette.warning.main}`,
      backgroundColor: vars.palette.action.hover,
    },
    '[data-slot="api-deprecated"] > strong': { display: 'block' },
  };
}
