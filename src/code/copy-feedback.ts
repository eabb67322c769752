import { COPIED_AFTER_CLICK_MS, COPIED_AFTER_KEYBOARD_MS } from './copy-timing';

/** How a copy was asked for: the keyboard keeps "Copied" up longer (SPEC §4). */
export type CopyVia = 'click' | 'keyboard';

/** How long "Copied" stays after a copy, ms. */
export function copiedDuration(via: CopyVia): number {
  return via === 'keyboard' ? COPIED_AFTER_KEYBOARD_MS : COPIED_AFTER_CLICK_MS;
}

/** Puts `text` on the clipboard; false when the browser refuses (no permission, insecure context, no API). */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A copy action with its "Copied" feedback: see {@link createCopyFeedback}. */
export interface CopyFeedback {
  /** Copies `text`; on success reports copied, then not copied after {@link copiedDuration}. Resolves to success. */
  copy: (text: string, via?: CopyVia) => Promise<boolean>;
  /** Stops a pending "back to Copy" timer (on unmount or detach). */
  dispose: () => void;
}

/**
 * Copies text and reports `copied` for a while, the one implementation behind every copy button (code blocks, demo
 * toolbars, "Copy page"). A failed write is ignored on purpose (SPEC §8): nothing changes, the button stays "Copy".
 */
export function createCopyFeedback(onChange: (copied: boolean) => void): CopyFeedback {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    async copy(text, via = 'click') {
      if (!(await writeClipboard(text))) return false;
      stop();
      onChange(true);
      timer = setTimeout(() => {
        timer = undefined;
        onChange(false);
      }, copiedDuration(via));
      return true;
    },
    dispose: stop,
  };
}
