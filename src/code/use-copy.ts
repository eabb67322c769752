import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_AFTER_CLICK_MS, COPIED_AFTER_KEYBOARD_MS } from './copy-timing';

/**
 * Copies text to the clipboard and reports `copied` for a while. A failed write is ignored on
 * purpose (SPEC §8): the button simply stays "Copy".
 */
export function useCopy(): { copied: boolean; copy: (text: string, via?: 'click' | 'keyboard') => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string, via: 'click' | 'keyboard' = 'click') => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(
      () => setCopied(false),
      via === 'keyboard' ? COPIED_AFTER_KEYBOARD_MS : COPIED_AFTER_CLICK_MS,
    );
  }, []);
  return { copied, copy };
}
