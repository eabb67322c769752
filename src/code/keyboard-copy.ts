/** Whether the key press is Ctrl+C / ⌘C (Alt not held). */
export function isCopyShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'c';
}

/** Whether the reader has selected text of their own: then Ctrl+C must copy that, not the block. */
export function hasOwnSelection(doc: Document = document): boolean {
  const field = doc.activeElement;
  const view = doc.defaultView;
  if (view && (field instanceof view.HTMLTextAreaElement || field instanceof view.HTMLInputElement)) {
    return field.selectionStart !== field.selectionEnd;
  }
  return (view?.getSelection()?.toString() ?? '') !== '';
}

/**
 * While `element` is hovered or holds focus, Ctrl+C / ⌘C without a text selection of the reader's own calls `onCopy`
 * instead of the browser's copy (SPEC §4). Returns the cleanup.
 */
export function watchKeyboardCopy(element: HTMLElement, onCopy: () => void): () => void {
  const doc = element.ownerDocument;
  // Plain flags, read at key time: a key pressed right after the pointer arrives must already count.
  let hovered = false;
  let focused = false;
  const onEnter = () => {
    hovered = true;
  };
  const onLeave = () => {
    hovered = false;
  };
  const onFocusIn = () => {
    focused = true;
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    focused = next !== null && element.contains(next as Node);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!hovered && !focused) return;
    if (!isCopyShortcut(event) || hasOwnSelection(doc)) return;
    event.preventDefault();
    onCopy();
  };
  element.addEventListener('mouseenter', onEnter);
  element.addEventListener('mouseleave', onLeave);
  element.addEventListener('focusin', onFocusIn);
  element.addEventListener('focusout', onFocusOut);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    element.removeEventListener('mouseenter', onEnter);
    element.removeEventListener('mouseleave', onLeave);
    element.removeEventListener('focusin', onFocusIn);
    element.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
