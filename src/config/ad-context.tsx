import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_AD_DISPLAY_RATIO } from '../ads/ad-constants';

/** Advert configuration (SPEC §7, §9). */
export interface AdConfig {
  /** Share of ad displays reported to analytics. @default 0.1 */
  GADisplayRatio: number;
}

/** Default share of ad displays sent to analytics (a plain constant, so framework-free code can read it too). */
export { DEFAULT_AD_DISPLAY_RATIO };

const AdContext = createContext<AdConfig | null>(null);

/** One object for the page's life: a new context value on every render would render every reader of it again. */
const DEFAULT_AD_CONFIG: AdConfig = { GADisplayRatio: DEFAULT_AD_DISPLAY_RATIO };

/** Provides the advert configuration. */
export function AdProvider({ config = DEFAULT_AD_CONFIG, children }: { config?: AdConfig; children: ReactNode }) {
  return <AdContext.Provider value={config}>{children}</AdContext.Provider>;
}

/** Reads the advert configuration; throws when no <AdProvider> is above. */
export function useAdConfig(): AdConfig {
  const value = useContext(AdContext);
  if (!value) {
    throw new Error(
      'Could not find ad config context value; please ensure the component is wrapped in a <AdProvider>.',
    );
  }
  return value;
}
