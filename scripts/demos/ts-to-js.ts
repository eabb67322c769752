import { format } from 'prettier';
import ts from 'typescript';

/** Marks a blank line so it survives the compiler, which drops blank lines between statements. */
const BLANK_LINE_MARKER = '/*__x_docs_blank_line__*/';

/**
 * The JavaScript twin of a TypeScript demo file: types stripped by the TypeScript compiler
 * (imports used only as types disappear with them), JSX kept as written, then formatted with
 * the site's Prettier settings. Nothing is hand-maintained.
 */
export async function toJavaScript(source: string, fileName: string): Promise<string> {
  const marked = source
    .split('\n')
    .map((line) => (line.trim() === '' ? BLANK_LINE_MARKER : line))
    .join('\n');
  const { outputText, diagnostics } = ts.transpileModule(marked, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
      verbatimModuleSyntax: false,
    },
  });
  const error = diagnostics?.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (error) {
    throw new Error(`${fileName}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  }
  const restored = outputText
    .split('\n')
    .map((line) => (line.trim() === BLANK_LINE_MARKER ? '' : line.replace(BLANK_LINE_MARKER, '')))
    .join('\n')
    // A type-only declaration leaves its blank line behind: collapse runs of blank lines.
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '');
  // The site's own Prettier settings (.prettierrc.json), so both variants read alike.
  return format(restored, { parser: 'babel', singleQuote: true, printWidth: 120, trailingComma: 'all' });
}
