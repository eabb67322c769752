import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { CodeVariant } from '../config/preferences/preference-rules';
import type { DemoScope } from './compile-demo';

/** Wait this long after the last keystroke before compiling. */
export const LIVE_COMPILE_DELAY_MS = 300;

/** State of a demo the reader edits: the edited text, the component it compiled to, the last error. */
export interface LiveDemo {
  /** The edited source, or null while the original is shown. */
  code: string | null;
  /** The component compiled from the last edit that compiled. */
  component: ComponentType | null;
  /** Increases with each compiled edit, so an error boundary around it starts afresh. */
  revision: number;
  error: string | null;
  edit: (code: string) => void;
  reportRuntimeError: (error: Error) => void;
  reset: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Compiles the reader's edits of a demo (Sucrase is loaded on the first edit only). */
export function useLiveDemo(language: CodeVariant, scope: DemoScope): LiveDemo {
  const [code, setCode] = useState<string | null>(null);
  const [component, setComponent] = useState<ComponentType | null>(null);
  const [revision, setRevision] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  useEffect(() => () => clearTimeout(timer.current), []);

  const edit = useCallback(
    (next: string) => {
      setCode(next);
      clearTimeout(timer.current);
      const attempt = ++latest.current;
      timer.current = setTimeout(() => {
        import('./compile-demo')
          .then(({ compileDemo }) => compileDemo(next, language, scopeRef.current))
          .then(
            (compiled) => {
              if (attempt !== latest.current) return;
              setComponent(() => compiled);
              setRevision((value) => value + 1);
              setError(null);
            },
            (failure: unknown) => {
              if (attempt === latest.current) setError(messageOf(failure));
            },
          );
      }, LIVE_COMPILE_DELAY_MS);
    },
    [language],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    latest.current += 1;
    setCode(null);
    setComponent(null);
    setError(null);
  }, []);

  const reportRuntimeError = useCallback((failure: Error) => setError(messageOf(failure)), []);

  return { code, component, revision, error, edit, reportRuntimeError, reset };
}
