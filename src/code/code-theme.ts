import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/** Token colours of one colour scheme, keyed by the class suffix the build emits (`tk-keyword`). */
export type CodePalette = Record<'background' | 'border' | 'foreground' | 'muted' | 'highlight' | TokenName, string>;
type TokenName =
  | 'keyword'
  | 'string'
  | 'string-expression'
  | 'comment'
  | 'function'
  | 'constant'
  | 'parameter'
  | 'punctuation'
  | 'link';

export const TOKENS: TokenName[] = [
  'keyword',
  'string',
  'string-expression',
  'comment',
  'function',
  'constant',
  'parameter',
  'punctuation',
  'link',
];

/** Light scheme: every token colour reaches 4.5:1 on the background. */
const LIGHT: CodePalette = {
  background: 'hsl(210, 25%, 97%)',
  border: 'hsl(210, 16%, 86%)',
  foreground: 'hsl(215, 25%, 17%)',
  muted: 'hsl(215, 15%, 36%)',
  highlight: 'hsla(210, 100%, 45%, 0.12)',
  keyword: 'hsl(340, 70%, 40%)',
  string: 'hsl(140, 60%, 26%)',
  'string-expression': 'hsl(215, 70%, 28%)',
  comment: 'hsl(215, 12%, 38%)',
  function: 'hsl(265, 50%, 42%)',
  constant: 'hsl(210, 90%, 34%)',
  parameter: 'hsl(25, 90%, 30%)',
  punctuation: 'hsl(215, 15%, 32%)',
  link: 'hsl(210, 90%, 38%)',
};

/** Dark scheme. */
const DARK: CodePalette = {
  background: 'hsl(210, 14%, 9%)',
  border: 'hsl(210, 14%, 22%)',
  foreground: 'hsl(210, 20%, 92%)',
  muted: 'hsl(210, 12%, 68%)',
  highlight: 'hsla(210, 100%, 60%, 0.16)',
  keyword: 'hsl(2, 100%, 73%)',
  string: 'hsl(140, 50%, 68%)',
  'string-expression': 'hsl(205, 100%, 82%)',
  comment: 'hsl(210, 9%, 60%)',
  function: 'hsl(270, 100%, 83%)',
  constant: 'hsl(205, 100%, 74%)',
  parameter: 'hsl(28, 100%, 68%)',
  punctuation: 'hsl(210, 15%, 80%)',
  link: 'hsl(212, 100%, 67%)',
};

/** Both schemes' code colours, for the contrast test. */
export const CODE_PALETTES: Readonly<Record<'light' | 'dark', CodePalette>> = { light: LIGHT, dark: DARK };

function variables(palette: CodePalette): Record<string, string> {
  return Object.fromEntries(Object.entries(palette).map(([name, value]) => [`--code-${name}`, value]));
}

/**
 * Colours of a code block as CSS variables: the light set by default, the dark set under
 * `[data-mui-color-scheme="dark"]` on <html>, so switching scheme needs no re-render.
 */
export const codeColorsSx: SystemStyleObject<Theme> = {
  ...variables(LIGHT),
  '[data-mui-color-scheme="dark"] &': variables(DARK),
  bgcolor: 'var(--code-background)',
  color: 'var(--code-foreground)',
  borderColor: 'var(--code-border)',
};

/**
 * Token colours and emphasised lines inside the highlighted `<code>`. Off screen the browser skips the code's
 * thousands of token spans (no style recalculation, layout or paint while demos hydrate and insert styles), holding
 * its exact height: `--code-lines` lines of `line-height` 1.6.
 */
export const codeTokensSx: SystemStyleObject<Theme> = {
  '& > code, & > span > code': {
    display: 'block',
    contentVisibility: 'auto',
    containIntrinsicHeight: 'auto calc(var(--code-lines, 1) * 1.6em)',
  },
  ...Object.fromEntries(TOKENS.map((name) => [`& .tk-${name}`, { color: `var(--code-${name})` }])),
  '& .tk-italic': { fontStyle: 'italic' },
  '& .line[data-highlighted]': {
    display: 'inline-block',
    minWidth: '100%',
    bgcolor: 'var(--code-highlight)',
    boxShadow: 'inset 3px 0 0 0 var(--code-constant)',
  },
};
