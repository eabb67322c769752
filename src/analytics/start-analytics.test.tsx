// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocsProvider } from '../config/docs-context';
import { CONSENT_STORAGE_KEY, LOCAL_SINK_KEY } from './analytics-constants';
import type { AnalyticsHit } from './analytics-types';
import { ASK_CONSENT_ATTRIBUTE } from './consent';
import { ConsentCard } from './consent-card';

const PATH = '/x/introduction/licensing/';

/** The page as prerendered: the real consent card (React on the server), a main landmark, a tracked button. */
function prerenderPage({ askConsent }: { askConsent: boolean }) {
  const card = renderToString(
    <DocsProvider>
      <ConsentCard onChoice={() => {}} />
    </DocsProvider>,
  );
  document.body.innerHTML = `<main id="main-content" tabindex="-1"><button id="tracked" data-ga-event-category="test" data-ga-event-action="press" data-ga-event-label="unit"><span id="inner">Tracked</span></button><button id="plain">Plain</button></main>${card}`;
  if (askConsent) document.documentElement.setAttribute(ASK_CONSENT_ATTRIBUTE, '');
}

type GtagWindow = { dataLayer?: ArrayLike<unknown>[] };

/** Google Analytics calls in `window.dataLayer`, read back as the hits they send. */
function gtagHits(): AnalyticsHit[] {
  return ((window as GtagWindow).dataLayer ?? []).flatMap((call): AnalyticsHit[] => {
    const [command, name, params] = Array.from(call) as [string, string, Record<string, unknown>];
    if (command === 'set' && name === 'user_properties')
      return [{ type: 'user_properties', properties: params as Record<string, string> }];
    if (command !== 'event') return [];
    if (name === 'page_view') return [{ type: 'page_view', path: params.page_path as string }];
    return [
      { type: 'event', category: params.event_category as string, action: name, label: params.event_label as string },
    ];
  });
}

/** Every hit sent: to the local sink, or (where analytics is configured) to Google Analytics. */
const hits = () => [
  ...(((window as unknown as Record<string, unknown>)[LOCAL_SINK_KEY] ?? []) as AnalyticsHit[]),
  ...gtagHits(),
];
const gtagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager"]');
const button = (choice: string) => document.querySelector<HTMLButtonElement>(`[data-choice="${choice}"]`)!;

/**
 * A fresh module graph per test: the analytics instance is created once per page. `configured`: the page is on the
 * production host of a build with a measurement id (jsdom serves it from localhost), so analytics is configured.
 */
async function start({ configured = false } = {}) {
  vi.resetModules();
  vi.doMock('../config/site', async (importOriginal) => ({
    ...(await importOriginal<typeof import('../config/site')>()),
    ...(configured ? { PRODUCTION_HOST: window.location.hostname, GA_MEASUREMENT_ID: 'G-TEST' } : {}),
  }));
  const { startAnalytics } = await import('./start-analytics');
  return startAnalytics(document);
}

let stop: (() => void) | undefined;

beforeEach(() => {
  window.history.replaceState(null, '', `${PATH}?q=grid`);
  window.matchMedia = vi.fn((query: string) => ({ matches: false, media: query })) as never;
  document.documentElement.lang = 'en';
});

afterEach(() => {
  stop?.();
  stop = undefined;
  window.localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[LOCAL_SINK_KEY];
  delete (window as GtagWindow).dataLayer;
  for (const script of gtagScripts()) script.remove();
  document.documentElement.removeAttribute(ASK_CONSENT_ATTRIBUTE);
  document.cookie = 'codeVariant=; max-age=0; path=/';
  delete (navigator as { doNotTrack?: unknown }).doNotTrack;
});

describe('startAnalytics (static pages)', () => {
  it('sends exactly one page view with the full /x/ address, and the user properties read from the browser', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    window.localStorage.setItem('mui-mode', 'dark');
    document.cookie = 'codeVariant=JS; path=/';
    document.documentElement.lang = 'zh-Hans';
    prerenderPage({ askConsent: false });
    stop = await start();
    expect(hits().filter((hit) => hit.type === 'page_view')).toEqual([{ type: 'page_view', path: `${PATH}?q=grid` }]);
    expect(hits().find((hit) => hit.type === 'user_properties')).toEqual({
      type: 'user_properties',
      properties: {
        codeVariant: 'JS',
        userLanguage: 'zh',
        devicePixelRatio: '1',
        colorSchemeSetting: 'dark',
        systemColorScheme: 'light',
      },
    });
  });

  it('reads a tampered colour-scheme setting as system', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    window.localStorage.setItem('mui-mode', '<img src=x onerror=alert(1)>');
    window.matchMedia = vi.fn((query: string) => ({ matches: true, media: query })) as never;
    prerenderPage({ askConsent: false });
    stop = await start();
    const properties = hits().find((hit) => hit.type === 'user_properties');
    expect(properties).toMatchObject({ properties: { colorSchemeSetting: 'system', systemColorScheme: 'dark' } });
  });

  it('sends a click on a data-ga-event-* element (or inside one), and nothing for other clicks', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    prerenderPage({ askConsent: false });
    stop = await start();
    document.getElementById('inner')!.click();
    document.getElementById('plain')!.click();
    expect(hits().filter((hit) => hit.type === 'event')).toEqual([
      { type: 'event', category: 'test', action: 'press', label: 'unit' },
    ]);
    stop();
    stop = undefined;
    document.getElementById('tracked')!.click();
    expect(hits().filter((hit) => hit.type === 'event')).toHaveLength(1);
  });

  it('does not ask for consent under Do Not Track, and sends nothing', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    prerenderPage({ askConsent: true });
    stop = await start({ configured: true });
    expect(document.documentElement.hasAttribute(ASK_CONSENT_ATTRIBUTE)).toBe(false);
    button('granted').click();
    document.getElementById('tracked')!.click();
    expect(hits()).toEqual([]);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('hides the card for a reader who has already answered', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    prerenderPage({ askConsent: true });
    stop = await start({ configured: true });
    expect(document.documentElement.hasAttribute(ASK_CONSENT_ATTRIBUTE)).toBe(false);
    expect(hits()).toEqual([]);
  });

  it('allowing analytics records the choice, hides the card, sends the page and moves focus to the content', async () => {
    prerenderPage({ askConsent: true });
    stop = await start({ configured: true });
    expect(document.documentElement.hasAttribute(ASK_CONSENT_ATTRIBUTE)).toBe(true);
    document.getElementById('tracked')!.click();
    expect(hits()).toEqual([]);
    // Consent is denied by default, and Google's script is not even requested before the reader allows it.
    expect(Array.from((window as GtagWindow).dataLayer![0]!)).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    expect(gtagScripts()).toHaveLength(0);
    button('granted').focus();
    button('granted').click();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(document.documentElement.hasAttribute(ASK_CONSENT_ATTRIBUTE)).toBe(false);
    expect(hits()).toContainEqual({ type: 'page_view', path: `${PATH}?q=grid` });
    expect(hits().filter((hit) => hit.type === 'page_view')).toHaveLength(1);
    expect(document.activeElement).toBe(document.getElementById('main-content'));
    expect(gtagScripts()).toHaveLength(1);
  });

  it('declining records the choice, hides the card and sends nothing', async () => {
    prerenderPage({ askConsent: true });
    stop = await start({ configured: true });
    const focused = document.getElementById('plain')!;
    focused.focus();
    button('denied').click();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(document.documentElement.hasAttribute(ASK_CONSENT_ATTRIBUTE)).toBe(false);
    document.getElementById('tracked')!.click();
    expect(hits()).toEqual([]);
    // Focus outside the card (a click does not move it in jsdom) is left where it is.
    expect(document.activeElement).toBe(focused);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('asks nothing where analytics is not configured for the host: nothing would be sent', async () => {
    prerenderPage({ askConsent: true });
    stop = await start();
    expect(document.documentElement.hasAttribute(ASK_CONSENT_ATTRIBUTE)).toBe(false);
    document.getElementById('tracked')!.click();
    expect(hits()).toEqual([]);
  });

  it('finds the buttons by data-choice, whatever the language of their labels', () => {
    prerenderPage({ askConsent: false });
    expect(button('granted').textContent).toBe('Allow analytics');
    expect(button('denied').textContent).toBe('No thanks');
    expect(document.querySelector('[data-slot="consent-card"]')?.getAttribute('role')).toBe('region');
  });
});
