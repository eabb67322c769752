import { useEffect } from 'react';
import { isSearchShortcut } from './search-shortcut';

/** Opens search on Ctrl+K / ⌘K anywhere, and on `/` unless the reader is typing in a field. */
export function useSearchShortcuts(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
