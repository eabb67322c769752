import { GA_MEASUREMENT_ID, PRODUCTION_HOST } from '../config/site';
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

/** Set on `<html>` before first paint while the reader has not answered (and sends no Do Not Track). */
export const ASK_CONSENT_ATTRIBUTE = 'data-ask-consent';

/**
 * Whether the build has analytics to ask about: a production host and a measurement id. Without them no page ever
 * sends anything, so the consent card is not even prerendered.
 */
export const CONSENT_CARD_PRERENDERED: boolean = PRODUCTION_HOST !== '' && GA_MEASUREMENT_ID !== '';

/** The head script for a build's settings; empty when there is nothing to consent to (see CONSENT_CARD_PRERENDERED). */
export function buildConsentScript(productionHost: string, measurementId: string): string {
  if (productionHost === '' || measurementId === '') return '';
  const host = JSON.stringify(productionHost.toLowerCase());
  return `(function(){var n=navigator,h=document.documentElement;if(location.hostname.toLowerCase()!==${host})return;if(n.doNotTrack==='1'||n.doNotTrack==='yes'||window.doNotTrack==='1'||n.globalPrivacyControl===true)return;var s;try{s=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});}catch(e){}if(s!=='granted'&&s!=='denied')h.setAttribute(${JSON.stringify(ASK_CONSENT_ATTRIBUTE)},'');})();`;
}

/**
 * Inline script for the page head: the same rule as {@link hasDoNotTrack} and {@link readConsent}, on the production
 * host only (where analytics is configured; see isAnalyticsConfigured), run before first paint, so the prerendered
 * consent card shows from the first frame for a reader who has not answered (instead of appearing once the page has
 * hydrated) and never shows for one who has. Empty without analytics. Built by a pure call, so a bundle that imports
 * this module for something else (the static-page script) leaves it out.
 */
export const consentScript: string = /* @__PURE__ */ buildConsentScript(PRODUCTION_HOST, GA_MEASUREMENT_ID);
