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

/** The reader's choices as every island of a page sees them. */
export interface PreferenceValues {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  direction: Direction;
}

/** What the server renders with (and so what a prerendered page hydrates with). */
export const SERVER_PREFERENCES: PreferenceValues = {
  codeVariant: DEFAULT_CODE_VARIANT,
  codeStyling: DEFAULT_CODE_STYLING,
  direction: 'ltr',
};

let current: PreferenceValues | undefined;
const listeners = new Set<() => void>();

/**
 * The page's one copy of the reader's choices, read from storage on first use (a styling named by the URL hash is
 * remembered then too). Every React root of the page (each demo island, the settings drawer) reads this same object.
 */
export function getPreferences(): PreferenceValues {
  if (!current) {
    current = readStoredPreferences();
    rememberCodeStylingFromHash();
  }
  return current;
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a choice and tells every root of the page, so a switch in one demo's toolbar switches every demo at once. */
export function setPreference<K extends keyof PreferenceValues>(name: K, value: PreferenceValues[K]): void {
  const stored = getPreferences();
  if (stored[name] === value) return;
  current = { ...stored, [name]: value };
  if (name === 'codeVariant') storeCodeVariant(value as CodeVariant);
  else if (name === 'codeStyling') storeCodeStyling(value as CodeStyling);
  else storeDirection(value as Direction);
  for (const listener of listeners) listener();
}

/** Forgets what was read, for tests that change the stored preferences between renders. */
export function resetPreferenceStore(): void {
  current = undefined;
}
