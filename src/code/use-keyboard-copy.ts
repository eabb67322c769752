import { useEffect, useState, type FocusEvent, type RefObject } from 'react';

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
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const active = hovered || focused;

  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const isCopy = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'c';
      if (!isCopy || hasOwnSelection()) return;
      event.preventDefault();
      onCopy();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, onCopy]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      setFocused(next instanceof Node && (ref.current?.contains(next) ?? false));
    },
  };
}
