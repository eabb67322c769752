/** Analytics constants (SPEC §7, §9). Every name and number here is a requirement; change them nowhere else. */

/** Share of sessions whose web vitals are reported (random threshold 1e-4, about 0.01%). */
export const WEB_VITALS_SAMPLE_THRESHOLD = 1e-4;

/** Category of advert events, and its actions. */
export const AD_EVENT_CATEGORY = 'ad';
export const AD_EVENT_ACTIONS = { display: 'display', click: 'click', crash: 'crash' } as const;

/** Category of web-vitals events (the metric name is the action). */
export const WEB_VITALS_EVENT_CATEGORY = 'web-vitals';

/** Data attributes that turn a click on an element into an analytics event. */
export const CLICK_EVENT_ATTRIBUTES = {
  category: 'data-ga-event-category',
  action: 'data-ga-event-action',
  label: 'data-ga-event-label',
  /** Optional share (0–1) of clicks sent; without it every click is sent. */
  split: 'data-ga-event-split',
} as const;

/** Name of the array on `window` that receives hits when Google Analytics is not in use (local runs, tests). */
export const LOCAL_SINK_KEY = '__xdocsAnalytics';

/** localStorage key holding the reader's analytics choice (`granted` or `denied`). */
export const CONSENT_STORAGE_KEY = 'xdocs-analytics-consent';

/** Google tag script; the measurement id is appended as `?id=`. */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
