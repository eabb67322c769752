import type { Theme } from '@mui/material/styles';

/**
 * Rules for the elements Markdown renders (paragraphs, lists, headings, links, inline code, keys, tables, quotes).
 * They are plain elements marked with `data-slot`, styled once here: a long guide has hundreds of them, and one styled
 * component each made hydration the main cost of a prose page. Selectors name the slot, so demos inside the prose keep
 * their own styles.
 */
export function proseStyles(theme: Theme) {
  const vars = theme.vars ?? theme;
  const primaryChannel = theme.vars?.palette.primary.mainChannel;
  const heading = (level: 2 | 3 | 4, marginTop: number) => ({
    ...theme.typography[`h${level}`],
    margin: `${marginTop}px 0 12px`,
    // `Controlled "DesktopDatePicker": basic usage` is wider than a phone at heading size.
    overflowWrap: 'break-word',
  });
  return {
    // A long word or URL breaks rather than widen the page (a phone is 320 px wide).
    'p[data-slot="prose-p"]': { margin: '12px 0', lineHeight: 1.7, overflowWrap: 'break-word' },
    'ul[data-slot="prose-list"], ol[data-slot="prose-list"]': {
      paddingInlineStart: 24,
      lineHeight: 1.7,
      overflowWrap: 'break-word',
    },
    'blockquote[data-slot="prose-quote"]': {
      margin: '16px 0',
      paddingInlineStart: 16,
      borderInlineStart: `3px solid ${vars.palette.divider}`,
      color: vars.palette.text.secondary,
    },
    'h2[data-slot="heading"]': heading(2, 48),
    'h3[data-slot="heading"]': heading(3, 32),
    'h4[data-slot="heading"]': heading(4, 32),
    'a[data-slot="anchor"]': {
      opacity: 0,
      marginInlineStart: 8,
      color: vars.palette.text.secondary,
      verticalAlign: 'middle',
      display: 'inline-flex',
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
    '[data-slot="heading"]:hover a[data-slot="anchor"], a[data-slot="anchor"]:focus': { opacity: 1 },
    'a[data-slot="prose-link"]': {
      color: vars.palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: primaryChannel ? `rgba(${primaryChannel} / 0.4)` : 'currentColor',
      '&:hover': { textDecorationColor: 'inherit' },
    },
    'code[data-slot="inline-code"]': {
      // `apiRef.current?.setItemExpansion(...)` is one unbreakable word: it may break anywhere when the line is full.
      overflowWrap: 'anywhere',
      padding: '1px 4px',
      borderRadius: 6,
      fontSize: '0.875em',
      backgroundColor: vars.palette.action.hover,
      border: `1px solid ${vars.palette.divider}`,
    },
    'kbd[data-slot="kbd"]': {
      padding: '1px 6px',
      fontSize: '0.8em',
      borderRadius: 9,
      border: `1px solid ${vars.palette.divider}`,
      borderBottomWidth: 2,
      backgroundColor: vars.palette.background.paper,
    },
    '[data-slot="table"]': { overflowX: 'auto', margin: '16px 0' },
    '[data-slot="table"] > table': { borderCollapse: 'collapse', width: '100%', fontSize: 14 },
    '[data-slot="table"] > table :is(th, td)': {
      textAlign: 'start',
      padding: 8,
      borderBottom: `1px solid ${vars.palette.divider}`,
      verticalAlign: 'top',
    },
    '[data-slot="table"] > table th': { fontWeight: 600 },
    // In a table, code breaking anywhere shrank a column to three letters a line (`@mui/x-data-grid-premium` at 320 px):
    // it breaks at its own punctuation, and the table scrolls inside its box when it still does not fit.
    '[data-slot="table"] code[data-slot="inline-code"]': { overflowWrap: 'normal' },
  };
}
