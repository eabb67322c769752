import type { CodeVariant } from '../config/preferences/preference-rules';

/** Runs of blank lines (possibly with spaces) longer than one: what removed type declarations leave behind. */
const EXTRA_BLANK_LINES = /\n(?:[ \t]*\n){2,}/g;

/**
 * A reader's edit carried to the other code language. TypeScript to JavaScript removes the types and type-only imports
 * (Sucrase, loaded already by the live demo, keeps the JSX and the lines where they were; the blank runs it leaves are
 * squeezed); JavaScript is already TypeScript, so it stays as typed.
 */
export async function convertEdit(code: string, from: CodeVariant, to: CodeVariant): Promise<string> {
  if (from === to || to === 'TS') return code;
  const { transform } = await import('sucrase');
  const { code: output } = transform(code, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
  });
  return output
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(EXTRA_BLANK_LINES, '\n\n')
    .replace(/^\n+/, '');
}
