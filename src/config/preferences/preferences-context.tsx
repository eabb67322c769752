import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { CodeStyling, CodeVariant, Direction } from './preference-rules';
import { getPreferences, SERVER_PREFERENCES, setPreference, subscribePreferences } from './preference-store';

/** Everything a reader chooses, kept in one place and passed down (SPEC §1, §3). */
export interface Preferences {
  codeVariant: CodeVariant;
  setCodeVariant: (value: CodeVariant) => void;
  codeStyling: CodeStyling;
  setCodeStyling: (value: CodeStyling) => void;
  direction: Direction;
  setDirection: (value: Direction) => void;
}

const PreferencesContext = createContext<Preferences | null>(null);

const getServerPreferences = () => SERVER_PREFERENCES;
const setCodeVariant = (value: CodeVariant) => setPreference('codeVariant', value);
const setCodeStyling = (value: CodeStyling) => setPreference('codeStyling', value);
const setDirection = (value: Direction) => setPreference('direction', value);

/**
 * Gives its tree the reader's preferences from the page's one store (./preference-store.ts), so every React root of a
 * page shares them. Hydration renders with the defaults the server used, so prerendered HTML hydrates cleanly; the
 * stored choices (and a demo file named in the URL hash) apply right after.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { codeVariant, codeStyling, direction } = useSyncExternalStore(
    subscribePreferences,
    getPreferences,
    getServerPreferences,
  );
  const value = useMemo(
    () => ({ codeVariant, setCodeVariant, codeStyling, setCodeStyling, direction, setDirection }),
    [codeVariant, codeStyling, direction],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

/** Reads the reader's preferences; throws when no <PreferencesProvider> is above. */
export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) {
    throw new Error(
      'Could not find preferences context value; please ensure the component is wrapped in a <PreferencesProvider>.',
    );
  }
  return value;
}
