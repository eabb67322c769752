import { CONSENT_STORAGE_KEY } from './analytics-constants';

/** The reader's analytics choice; `unset` until they answer, `do-not-track` when the browser already refused. */
export type ConsentState = 'granted' | 'denied' | 'unset' | 'do-not-track';

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** True when the browser sends Do Not Track (or Global Privacy Control): that counts as a refusal. */
export function hasDoNotTrack(nav: PrivacySignals | undefined, win?: { doNotTrack?: string | null }): boolean {
  return (
    nav?.doNotTrack === '1' ||
    nav?.doNotTrack === 'yes' ||
    win?.doNotTrack === '1' ||
    nav?.globalPrivacyControl === true
  );
}

/** Reads the stored choice; Do Not Track wins over everything. */
export function readConsent(storage: Pick<Storage, 'getItem'> | undefined, doNotTrack: boolean): ConsentState {
  if (doNotTrack) return 'do-not-track';
  try {
    const stored = storage?.getItem(CONSENT_STORAGE_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : 'unset';
  } catch {
    return 'unset';
  }
}

/** Stores the reader's choice; a storage that refuses (private mode) only loses the memory of it. */
export function writeConsent(storage: Pick<Storage, 'setItem'> | undefined, choice: 'granted' | 'denied') {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // The choice still applies to this page view.
  }
}
