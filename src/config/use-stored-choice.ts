import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A reader choice kept in localStorage and shared by every component that uses the same key
 * (e.g. the package manager of install tabs). Unknown stored values fall back to the default.
 */
export function useStoredChoice<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  const stored = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const value = allowed.includes(stored as T) ? (stored as T) : fallback;
  const set = useCallback(
    (next: T) => {
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Private mode or storage full: the choice lasts for this page only.
      }
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return [value, set];
}
