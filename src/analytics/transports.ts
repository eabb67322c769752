import { GTAG_SCRIPT_URL, LOCAL_SINK_KEY } from './analytics-constants';
import type { AnalyticsHit, AnalyticsTransport } from './analytics-types';

/** Settings that decide the transport. */
export interface TransportSettings {
  hostname: string;
  productionHost: string;
  measurementId: string;
}

/** Google Analytics only on the production host and only with a measurement id; the local sink everywhere else. */
export function chooseTransport(settings: TransportSettings): 'gtag' | 'local' {
  const onProduction =
    settings.productionHost !== '' && settings.hostname.toLowerCase() === settings.productionHost.toLowerCase();
  return onProduction && settings.measurementId !== '' ? 'gtag' : 'local';
}

type SinkWindow = Record<string, unknown>;

/** Appends every hit to `window.__xdocsAnalytics`, where tests (and curious readers) can read them. */
export function createLocalSink(win: SinkWindow): AnalyticsTransport {
  const sink = (): AnalyticsHit[] => {
    const existing = win[LOCAL_SINK_KEY];
    if (Array.isArray(existing)) return existing as AnalyticsHit[];
    const created: AnalyticsHit[] = [];
    win[LOCAL_SINK_KEY] = created;
    return created;
  };
  return {
    name: 'local',
    send: (hit) => {
      sink().push(hit);
    },
    grant: () => {
      sink();
    },
  };
}

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/**
 * Google Analytics 4 through gtag.js, in consent mode: consent is declared denied before anything else, and the
 * script is fetched only once the reader allows analytics.
 */
export function createGtagTransport(win: GtagWindow, doc: Document, measurementId: string): AnalyticsTransport {
  win.dataLayer = win.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag = gtag;
  gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied' });
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  let loaded = false;
  return {
    name: 'gtag',
    grant: () => {
      gtag('consent', 'update', { analytics_storage: 'granted' });
      if (loaded) return;
      loaded = true;
      const script = doc.createElement('script');
      script.async = true;
      script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
      doc.head.appendChild(script);
    },
    send: (hit) => sendWithGtag(gtag, hit),
  };
}

function sendWithGtag(gtag: Gtag, hit: AnalyticsHit) {
  switch (hit.type) {
    case 'page_view':
      gtag('event', 'page_view', { page_path: hit.path });
      break;
    case 'event':
      gtag('event', hit.action, { event_category: hit.category, event_label: hit.label, value: hit.value });
      break;
    case 'user_properties':
      gtag('set', 'user_properties', hit.properties);
      break;
  }
}
