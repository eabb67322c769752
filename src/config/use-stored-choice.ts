import { useCallback, useSyncExternalStore } from 'react';
import { readStoredValue, subscribeStoredChoices, writeStoredChoice } from '../code/stored-choice';

/**
 * A reader choice kept in localStorage and shared by everything that uses the same key, React components and the
 * framework-free behaviours alike (`src/code/stored-choice.ts`). Unknown stored values fall back to the default.
 */
export function useStoredChoice<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const stored = useSyncExternalStore(
    subscribeStoredChoices,
    () => readStoredValue(key),
    () => null,
  );
  const value = allowed.includes(stored as T) ? (stored as T) : fallback;
  const set = useCallback((next: T) => writeStoredChoice(key, next), [key]);
  return [value, set];
}
