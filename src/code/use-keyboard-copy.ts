import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** Whether the reader has selected text of their own: then Ctrl+C must copy that, not the block. */
function hasOwnSelection(): boolean {
  const field = document.activeElement;
  if (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) {
    return field.selectionStart !== field.selectionEnd;
  }
  return (window.getSelection()?.toString() ?? '') !== '';
}

/**
 * While the element is hovered or holds focus, Ctrl+C / ⌘C without a text selection calls
 * `onCopy` (SPEC §4). Returns the handlers to spread on the element.
 */
export function useKeyboardCopy(ref: RefObject<HTMLElement | null>, onCopy: () => void) {
  // Refs, not state: a key pressed right after the pointer arrives must already count.
  const hovered = useRef(false);
  const focused = useRef(false);
  const copy = useRef(onCopy);
  useEffect(() => {
    copy.current = onCopy;
  }, [onCopy]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!hovered.current && !focused.current) return;
      const isCopy = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'c';
      if (!isCopy || hasOwnSelection()) return;
      event.preventDefault();
      copy.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return {
    onMouseEnter: () => {
      hovered.current = true;
    },
    onMouseLeave: () => {
      hovered.current = false;
    },
    onFocus: () => {
      focused.current = true;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      focused.current = next instanceof Node && (ref.current?.contains(next) ?? false);
    },
  };
}
