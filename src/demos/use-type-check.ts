import { useEffect, useState } from 'react';
import type { CodeVariant } from '../config/preferences/preference-rules';
import type { DemoFile } from './demo-types';
import type { CheckedFile, TypeDiagnostic } from './type-check/type-checker';

/** Wait this long after the last keystroke before checking (the worker checks one edit at a time). */
export const TYPE_CHECK_DELAY_MS = 400;

/** The checker's verdict on one version of the edited code. */
export type TypeCheckResult =
  | { state: 'checking' }
  | { state: 'done'; code: string; diagnostics: TypeDiagnostic[] }
  | { state: 'failed'; reason: string };

/**
 * Type-checks the reader's edit of a demo off the main thread (src/demos/type-check/): nothing is loaded until the
 * first edit, which loads the client, starts the worker with TypeScript and fetches the type packs the code needs. The
 * live preview does not wait for it. Null while the demo is unedited.
 */
export function useTypeCheck(
  name: string,
  code: string | null,
  language: CodeVariant,
  files: readonly DemoFile[],
): TypeCheckResult | null {
  const [result, setResult] = useState<TypeCheckResult | null>(null);
  // The demo's other files as text, so that a new but equal list of files (each render makes one) checks nothing again.
  const others = JSON.stringify(files.slice(1).map((file) => ({ name: file.name, jsx: file.jsx, code: file.ts.code })));
  useEffect(() => {
    if (code === null) {
      setResult(null);
      return undefined;
    }
    let current = true;
    setResult((previous) => (previous?.state === 'done' ? previous : { state: 'checking' }));
    const timer = setTimeout(() => {
      import('./type-check/type-check-client')
        .then(({ checkDemo }) => checkDemo({ name, code, language, files: JSON.parse(others) as CheckedFile[] }))
        .then(
          (diagnostics) => current && setResult({ state: 'done', code, diagnostics }),
          (failure: unknown) => current && setResult({ state: 'failed', reason: String(failure) }),
        );
    }, TYPE_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name, code, language, others]);
  return result;
}
