import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  type CodeStyling,
  type CodeVariant,
  type Direction,
} from './preference-rules';
import {
  readStoredPreferences,
  rememberCodeStylingFromHash,
  storeCodeStyling,
  storeCodeVariant,
  storeDirection,
} from './preference-storage';

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

/**
 * Holds the reader's preferences. The first render uses the defaults so the prerendered HTML
 * hydrates cleanly; stored choices (and a demo file named in the URL hash) apply right after.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [codeVariant, setVariant] = useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setStyling] = useState<CodeStyling>(DEFAULT_CODE_STYLING);
  const [direction, setDir] = useState<Direction>('ltr');

  useEffect(() => {
    const stored = readStoredPreferences();
    setVariant(stored.codeVariant);
    setStyling(stored.codeStyling);
    setDir(stored.direction);
    rememberCodeStylingFromHash();
  }, []);

  const setCodeVariant = useCallback((value: CodeVariant) => {
    setVariant(value);
    storeCodeVariant(value);
  }, []);
  const setCodeStyling = useCallback((value: CodeStyling) => {
    setStyling(value);
    storeCodeStyling(value);
  }, []);
  const setDirection = useCallback((value: Direction) => {
    setDir(value);
    storeDirection(value);
  }, []);

  const value = useMemo(
    () => ({ codeVariant, setCodeVariant, codeStyling, setCodeStyling, direction, setDirection }),
    [codeVariant, setCodeVariant, codeStyling, setCodeStyling, direction, setDirection],
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
