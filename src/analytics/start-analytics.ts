import { readStoredPreferences } from '../config/preferences/preference-storage';
import { pageLanguage } from '../static-page/page-context';
import { getAnalytics } from './analytics-client';
import { ASK_CONSENT_ATTRIBUTE } from './consent';
import { shouldAskConsent, wireConsentCard } from './consent-choice';
import { startInteractionTracking } from './page-tracking';
import { browserUserProperties } from './user-properties';

/**
 * Analytics on a static page (prerendered HTML that React does not hydrate), without React: what `AnalyticsRoot`
 * does on React pages, through the same functions. One page view for the address the reader sees (a static page
 * has no client-side navigation), user properties read from the browser, click events from `data-ga-event-*`
 * elements, sampled web vitals, and the prerendered consent card's buttons. Nothing is sent before consent.
 * Returns a function that removes the listeners.
 */
export function startAnalytics(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const analytics = getAnalytics();
  // The head script (consentScript) showed the card to a reader who has not answered; keep it only for them.
  if (!shouldAskConsent()) doc.documentElement.removeAttribute(ASK_CONSENT_ATTRIBUTE);
  analytics.setUserProperties(
    browserUserProperties({ codeVariant: readStoredPreferences().codeVariant, language: pageLanguage(doc) }, win),
  );
  analytics.pageView(win.location.pathname + win.location.search);
  const stopTracking = startInteractionTracking(analytics, doc);
  const unwireCard = wireConsentCard(doc);
  return () => {
    stopTracking();
    unwireCard();
  };
}
