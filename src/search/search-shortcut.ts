function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Ctrl+K / ⌘K anywhere, and `/` unless the reader is typing in a field, open search (one rule for both kinds of page). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return false;
  const modifierK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
  return modifierK || (slash && !isTypingTarget(event.target));
}
