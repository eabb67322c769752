import { describe, expect, it, vi } from 'vitest';
import { createRandom } from '../../content/demo-data/random';
import { createAnalytics } from './analytics';
import { CONSENT_STORAGE_KEY, LOCAL_SINK_KEY, WEB_VITALS_SAMPLE_THRESHOLD } from './analytics-constants';
import type { AnalyticsHit } from './analytics-types';
import { hasDoNotTrack, readConsent } from './consent';
import { chooseTransport, createLocalSink } from './transports';
import { buildUserProperties } from './user-properties';
import { isSampled, parseSplit } from './sampling';
import { reportWebVitals } from './web-vitals';

function sinkAnalytics(consent: Parameters<typeof createAnalytics>[1]) {
  const win: Record<string, unknown> = {};
  const analytics = createAnalytics(createLocalSink(win), consent);
  return { analytics, hits: () => (win[LOCAL_SINK_KEY] ?? []) as AnalyticsHit[] };
}

describe('transport choice', () => {
  it('uses Google Analytics only on the production host with a measurement id', () => {
    const prod = { hostname: 'docs.example.com', productionHost: 'docs.example.com', measurementId: 'G-TEST' };
    expect(chooseTransport(prod)).toBe('gtag');
    expect(chooseTransport({ ...prod, hostname: 'DOCS.example.com' })).toBe('gtag');
    expect(chooseTransport({ ...prod, measurementId: '' })).toBe('local');
    expect(chooseTransport({ ...prod, hostname: '127.0.0.1' })).toBe('local');
    expect(chooseTransport({ ...prod, productionHost: '', hostname: '' })).toBe('local');
  });
});

describe('consent', () => {
  it('sends nothing until the reader allows analytics, then the current page and properties', () => {
    const { analytics, hits } = sinkAnalytics('unset');
    analytics.setUserProperties({ codeVariant: 'TS' });
    analytics.pageView('/x/a/');
    analytics.event('ad', 'display', 'in-house');
    expect(hits()).toEqual([]);
    analytics.setConsent('granted');
    expect(hits()).toEqual([
      { type: 'user_properties', properties: { codeVariant: 'TS' } },
      { type: 'page_view', path: '/x/a/' },
    ]);
    analytics.event('ad', 'click', 'x');
    expect(hits().at(-1)).toEqual({ type: 'event', category: 'ad', action: 'click', label: 'x' });
  });

  it('sends nothing after a refusal', () => {
    const { analytics, hits } = sinkAnalytics('denied');
    analytics.pageView('/x/');
    expect(hits()).toEqual([]);
  });

  it('treats Do Not Track as a refusal the page cannot override', () => {
    expect(hasDoNotTrack({ doNotTrack: '1' })).toBe(true);
    expect(hasDoNotTrack({ globalPrivacyControl: true })).toBe(true);
    expect(hasDoNotTrack({ doNotTrack: '0' }, {})).toBe(false);
    const storage = { getItem: vi.fn(() => 'granted') };
    expect(readConsent(storage, true)).toBe('do-not-track');
    const { analytics, hits } = sinkAnalytics('do-not-track');
    analytics.setConsent('granted');
    analytics.pageView('/x/');
    expect(analytics.consent).toBe('do-not-track');
    expect(hits()).toEqual([]);
  });

  it('reads the stored choice and ignores anything else', () => {
    const store = (value: string | null) => ({
      getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? value : null),
    });
    expect(readConsent(store('granted'), false)).toBe('granted');
    expect(readConsent(store('denied'), false)).toBe('denied');
    expect(readConsent(store('yes please'), false)).toBe('unset');
    expect(readConsent(undefined, false)).toBe('unset');
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readConsent(throwing, false)).toBe('unset');
  });
});

describe('sampling', () => {
  it('samples a ratio of calls with a seeded random source', () => {
    const random = createRandom(11);
    const share = Array.from({ length: 20_000 }, () => isSampled(0.1, random)).filter(Boolean).length / 20_000;
    expect(share).toBeGreaterThan(0.09);
    expect(share).toBeLessThan(0.11);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(1, () => 0.9999)).toBe(true);
  });

  it('reads split attributes, defaulting to every hit', () => {
    expect(parseSplit(null)).toBe(1);
    expect(parseSplit('0.25')).toBe(0.25);
    expect(parseSplit('7')).toBe(1);
    expect(parseSplit('nope')).toBe(1);
  });

  it('reports web vitals only below the 1e-4 threshold', async () => {
    expect(WEB_VITALS_SAMPLE_THRESHOLD).toBe(1e-4);
    const { analytics } = sinkAnalytics('granted');
    expect(await reportWebVitals(analytics, () => 1e-4)).toBe(false);
    expect(await reportWebVitals(analytics, () => 0.5)).toBe(false);
  });
});

describe('user properties', () => {
  it('holds code variant, language, pixel ratio and both colour schemes', () => {
    expect(
      buildUserProperties({
        codeVariant: 'JS',
        language: 'zh',
        pixelRatio: 2.625,
        colorSchemeSetting: 'system',
        systemColorScheme: 'dark',
      }),
    ).toEqual({
      codeVariant: 'JS',
      userLanguage: 'zh',
      devicePixelRatio: '2.6',
      colorSchemeSetting: 'system',
      systemColorScheme: 'dark',
    });
  });
});
