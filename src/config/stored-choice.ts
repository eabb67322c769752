/**
 * Reader choices kept in localStorage (e.g. the package manager of install tabs), framework-free, so static pages and
 * React pages share them (`src/code/code-tabs-behaviour.ts`). Everything on the page that shows a choice subscribes,
 * so choosing in one place updates every other place.
 */

const listeners = new Set<() => void>();
/** Choices the storage refused (private mode, full): they last for this page. */
const unsaved = new Map<string, string>();

/** The raw stored value of `key`, or null. */
export function readStoredValue(key: string): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored choice of `key` when it is one of `allowed`; otherwise (nothing stored, unknown value) `fallback`. */
export function readStoredChoice<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const stored = readStoredValue(key);
  return allowed.includes(stored as T) ? (stored as T) : fallback;
}

/** Stores a choice and tells every subscriber. */
export function writeStoredChoice(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, value);
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` after any choice is written; returns the unsubscribe. */
export function subscribeStoredChoices(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
