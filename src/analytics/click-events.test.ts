// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createAnalytics } from './analytics';
import { LOCAL_SINK_KEY } from './analytics-constants';
import type { AnalyticsHit } from './analytics-types';
import { trackClick } from './click-events';
import { createGtagTransport, createLocalSink } from './transports';

function setup() {
  const win: Record<string, unknown> = {};
  const analytics = createAnalytics(createLocalSink(win), 'granted');
  return { analytics, hits: () => (win[LOCAL_SINK_KEY] ?? []) as AnalyticsHit[] };
}

describe('click events', () => {
  it('sends the category, action and label of the nearest marked element', () => {
    document.body.innerHTML =
      '<a data-ga-event-category="nav" data-ga-event-action="open" data-ga-event-label="grid"><span id="inner">x</span></a><p id="plain">p</p>';
    const { analytics, hits } = setup();
    trackClick(document.getElementById('inner'), analytics);
    trackClick(document.getElementById('plain'), analytics);
    expect(hits()).toEqual([{ type: 'event', category: 'nav', action: 'open', label: 'grid' }]);
  });

  it('sends only the split share of clicks', () => {
    document.body.innerHTML =
      '<button id="b" data-ga-event-category="demo" data-ga-event-action="copy" data-ga-event-split="0.1">c</button>';
    const { analytics, hits } = setup();
    const button = document.getElementById('b');
    trackClick(button, analytics, () => 0.1);
    expect(hits()).toEqual([]);
    trackClick(button, analytics, () => 0.0999);
    expect(hits()).toHaveLength(1);
  });
});

describe('gtag transport', () => {
  it('declares consent denied first and loads gtag.js only once consent is granted', () => {
    document.head.innerHTML = '';
    const win: { dataLayer?: unknown[] } = {};
    const transport = createGtagTransport(win, document, 'G-TEST');
    const first = Array.from(win.dataLayer![0] as ArrayLike<unknown>);
    expect(first).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(document.querySelector('script')).toBeNull();
    transport.grant();
    expect(document.querySelector('script')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST',
    );
    transport.send({ type: 'event', category: 'ad', action: 'display', label: 'x' });
    expect(Array.from(win.dataLayer!.at(-1) as ArrayLike<unknown>)).toEqual([
      'event',
      'display',
      { event_category: 'ad', event_label: 'x', value: undefined },
    ]);
  });
});
