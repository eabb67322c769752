import { useEffect, useRef } from 'react';
import type { CodeVariant } from '../config/preferences/preference-rules';
import { convertEdit } from './convert-edit';
import type { LiveDemo } from './use-live-demo';

/**
 * Keeps the reader's edit when they switch between TypeScript and JavaScript: the edit is carried to the other
 * language (./convert-edit.ts) and keeps running, so the editor, Copy and the sandboxes all get it. A switch of code
 * styling shows another file, so it goes back to that file's original, as Reset does.
 */
export function useCarriedEdit(live: LiveDemo, codeVariant: CodeVariant, styling: string): void {
  const shown = useRef({ codeVariant, styling });
  const latest = useRef(live);
  latest.current = live;
  useEffect(() => {
    const before = shown.current;
    shown.current = { codeVariant, styling };
    if (before.codeVariant === codeVariant && before.styling === styling) return undefined;
    const code = latest.current.code;
    if (code === null || before.styling !== styling) {
      latest.current.reset();
      return undefined;
    }
    let current = true;
    convertEdit(code, before.codeVariant, codeVariant).then(
      (converted) => current && latest.current.edit(converted),
      () => current && latest.current.reset(), // code Sucrase cannot read: show the original instead
    );
    return () => {
      current = false;
    };
  }, [codeVariant, styling]);
}
