import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { en, type UiStrings } from './translations/en';
import { zh } from './translations/zh';

/** Languages the site is written in. */
export type Language = 'en' | 'zh';

/** Page props (SPEC §3) plus docs configuration, provided once by the shell. */
export interface DocsConfig {
  /** Reader's language. @default 'en' */
  userLanguage: Language;
  /** Shell strings in the reader's language. */
  translations: UiStrings;
}

const DocsContext = createContext<DocsConfig | null>(null);

const byLanguage: Record<Language, UiStrings> = { en, zh };

/** Provides the docs configuration to every component below it. */
export function DocsProvider({ userLanguage = 'en', children }: { userLanguage?: Language; children: ReactNode }) {
  const value = useMemo(() => ({ userLanguage, translations: byLanguage[userLanguage] }), [userLanguage]);
  return <DocsContext.Provider value={value}>{children}</DocsContext.Provider>;
}

/** Reads the docs configuration; throws when no <DocsProvider> is above. */
export function useDocsConfig(): DocsConfig {
  const value = useContext(DocsContext);
  if (!value) {
    throw new Error(
      'Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>.',
    );
  }
  return value;
}

/** Shorthand for the shell strings. */
export function useTranslations(): UiStrings {
  return useDocsConfig().translations;
}
