import { safeLocalStorage } from '../config/browser-storage';
import { GA_MEASUREMENT_ID, PRODUCTION_HOST } from '../config/site';
import { createAnalytics, type Analytics } from './analytics';
import { hasDoNotTrack, readConsent, writeConsent } from './consent';
import { chooseTransport, createGtagTransport, createLocalSink, type TransportSettings } from './transports';

let instance: Analytics | undefined;

const noop: Analytics = {
  consent: 'unset',
  pageView: () => {},
  event: () => {},
  setUserProperties: () => {},
  setConsent: () => {},
};

function browserSettings(): TransportSettings {
  return { hostname: window.location.hostname, productionHost: PRODUCTION_HOST, measurementId: GA_MEASUREMENT_ID };
}

/**
 * Whether this page sends analytics anywhere: only on the production host, with a measurement id (Google Analytics).
 * Everywhere else hits at most reach the local sink in the page, so there is nothing to ask the reader.
 */
export function isAnalyticsConfigured(): boolean {
  return typeof window !== 'undefined' && chooseTransport(browserSettings()) === 'gtag';
}

/** The page's analytics (created on first use in the browser; a no-op while prerendering). */
export function getAnalytics(): Analytics {
  if (typeof window === 'undefined') return noop;
  if (instance) return instance;
  const transport =
    chooseTransport(browserSettings()) === 'gtag'
      ? createGtagTransport(window as never, document, GA_MEASUREMENT_ID)
      : createLocalSink(window as unknown as Record<string, unknown>);
  const consent = readConsent(safeLocalStorage(), hasDoNotTrack(navigator as never, window as never));
  const analytics = createAnalytics(transport, consent);
  instance = {
    get consent() {
      return analytics.consent;
    },
    pageView: analytics.pageView,
    event: analytics.event,
    setUserProperties: analytics.setUserProperties,
    setConsent: (choice) => {
      analytics.setConsent(choice);
      if (analytics.consent === choice) writeConsent(safeLocalStorage(), choice);
    },
  };
  return instance;
}
