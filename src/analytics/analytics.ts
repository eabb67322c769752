import type { AnalyticsHit, AnalyticsTransport } from './analytics-types';
import type { ConsentState } from './consent';

/** The analytics front: drops every hit until the reader grants consent, then hands hits to the one transport. */
export interface Analytics {
  readonly consent: ConsentState;
  pageView: (path: string) => void;
  event: (category: string, action: string, label?: string, value?: number) => void;
  setUserProperties: (properties: Record<string, string>) => void;
  /** Records the reader's answer; granting sends the current page view and user properties. */
  setConsent: (choice: 'granted' | 'denied') => void;
}

/** Creates the analytics front over a transport, starting from the stored consent state. */
export function createAnalytics(transport: AnalyticsTransport, initial: ConsentState): Analytics {
  let consent = initial;
  let lastPath: string | undefined;
  let properties: Record<string, string> | undefined;
  const send = (hit: AnalyticsHit) => {
    if (consent === 'granted') transport.send(hit);
  };
  if (consent === 'granted') transport.grant();
  return {
    get consent() {
      return consent;
    },
    pageView: (path) => {
      lastPath = path;
      send({ type: 'page_view', path });
    },
    event: (category, action, label, value) => {
      send({
        type: 'event',
        category,
        action,
        ...(label === undefined ? {} : { label }),
        ...(value === undefined ? {} : { value }),
      });
    },
    setUserProperties: (next) => {
      properties = next;
      send({ type: 'user_properties', properties: next });
    },
    setConsent: (choice) => {
      // Do Not Track cannot be overridden from the page.
      if (consent === 'do-not-track') return;
      const wasGranted = consent === 'granted';
      consent = choice;
      if (choice !== 'granted' || wasGranted) return;
      transport.grant();
      if (properties) send({ type: 'user_properties', properties });
      if (lastPath) send({ type: 'page_view', path: lastPath });
    },
  };
}
