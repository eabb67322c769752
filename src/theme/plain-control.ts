import type { Theme } from '@mui/material/styles';

/**
 * The base of a plain `<button>` or link styled as a control (copy buttons, tabs, page actions, demo toolbar items):
 * browser styles reset, the hover tint and a visible keyboard focus ring. MUI's ButtonBase draws focus with a class its
 * JavaScript adds, which a static page never runs; these need none. Spread it, then add the control's own rules.
 */
export function plainControl(theme: Theme, focusOffset: number) {
  const vars = theme.vars ?? theme;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    WebkitTapHighlightColor: 'transparent',
    userSelect: 'none',
    appearance: 'none',
    margin: 0,
    border: 0,
    cursor: 'pointer',
    '&:hover': { backgroundColor: vars.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: focusOffset },
  } as const;
}
