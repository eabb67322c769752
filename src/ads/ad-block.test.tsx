// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_SINK_KEY, CONSENT_STORAGE_KEY } from '../analytics/analytics-constants';
import type { AnalyticsHit } from '../analytics/analytics-types';
import { AdProvider } from '../config/ad-context';
import { DocsProvider } from '../config/docs-context';
import { createDocsTheme } from '../theme/create-docs-theme';
import { AdBlock } from './ad-block';
import { PLACEMENT_POLL_INTERVAL_MS } from './ad-constants';
import { IN_HOUSE_ADS } from './in-house-ads';

/** The ad network the build is configured with (jsdom never loads it); '' for a build without one. */
const network = vi.hoisted(() => ({ url: 'https://ads.example.com/n.js' }));
vi.mock('../config/site', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../config/site')>()),
  get AD_NETWORK_URL() {
    return network.url;
  },
  isProductionHost: () => true,
}));

/** The blocked path is taken on the 6th try of the placement poll, 5 intervals after the first. */
const BLOCKED_AFTER_MS = 5 * PLACEMENT_POLL_INTERVAL_MS;

const hits = () => ((window as unknown as Record<string, unknown>)[LOCAL_SINK_KEY] ?? []) as AnalyticsHit[];

function renderBlock(language: 'en' | 'zh' = 'en', ratio = 0.1) {
  return render(
    <DocsProvider userLanguage={language}>
      <AdProvider config={{ GADisplayRatio: ratio }}>
        <AdBlock />
      </AdProvider>
    </DocsProvider>,
  );
}

/** Runs the placement poll until a reader without the ad network gets the blocked path. */
function untilBlockedPath() {
  act(() => {
    vi.advanceTimersByTime(BLOCKED_AFTER_MS);
  });
}

describe('AdBlock', () => {
  beforeAll(() => window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted'));
  beforeEach(() => {
    vi.useFakeTimers();
    (window as unknown as Record<string, unknown>)[LOCAL_SINK_KEY] = [];
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    network.url = 'https://ads.example.com/n.js';
  });

  it('is a labelled aside in both languages', () => {
    renderBlock();
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeTruthy();
    cleanup();
    renderBlock('zh');
    expect(screen.getByRole('complementary', { name: '广告' })).toBeTruthy();
  });

  it('styles the controller’s markup from one stylesheet on the aside, keyed by data-slot', () => {
    render(
      <ThemeProvider theme={createDocsTheme()}>
        <DocsProvider>
          <AdProvider>
            <AdBlock />
          </AdProvider>
        </DocsProvider>
      </ThemeProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    for (const slot of ['advert', 'advert-name', 'advert-description', 'advert-by', 'ad-blocked-message']) {
      expect(css).toContain(`[data-slot="${slot}"]`);
    }
    expect(css).toContain('var(--mui-palette-text-secondary)');
    expect(css).toMatch(/\[data-slot="advert-image"\]\{[^}]*border-radius:8px/);
  });

  it('prerenders a quiet waiting state: busy, labelled but not announced, bones hidden, still for reduced motion', () => {
    render(
      <ThemeProvider theme={createDocsTheme()}>
        <DocsProvider userLanguage="zh">
          <AdProvider>
            <AdBlock />
          </AdProvider>
        </DocsProvider>
      </ThemeProvider>,
    );
    const block = screen.getByRole('complementary', { name: '广告' });
    expect(block.getAttribute('aria-busy')).toBe('true');
    const placeholder = block.querySelector('[data-slot="ad-placeholder"]')!;
    expect(placeholder.textContent).toBe('广告加载中');
    expect(placeholder.querySelector('[aria-live], [role="status"]')).toBeNull();
    expect(placeholder.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(css).toContain('var(--mui-palette-Skeleton-bg)');
    expect(css).toMatch(/\[data-slot="ad-placeholder-image"\][^{]*\{[^}]*animation:[^;]*infinite/);
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: ?reduce\)\{[^{]*\[data-slot="ad-placeholder-image"\][^{]*\{[^}]*animation:none/,
    );
  });

  it('shows an in-house advert as a link with its text, and reports the click', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    renderBlock();
    untilBlockedPath();
    const advert = IN_HOUSE_ADS[2]!;
    const link = screen.getByRole('link', { name: new RegExp(advert.name) });
    expect(link.getAttribute('href')).toBe(advert.link);
    expect(link.textContent).toContain(`ads via ${advert.poweredby}`);
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(hits()).toContainEqual({ type: 'event', category: 'ad', action: 'click', label: advert.label });
  });

  it('keeps the advert the controller placed when the page renders the block again', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { rerender } = renderBlock();
    untilBlockedPath();
    const advert = IN_HOUSE_ADS[2]!;
    rerender(
      <DocsProvider userLanguage="en">
        <AdProvider config={{ GADisplayRatio: 0.1 }}>
          <AdBlock />
        </AdProvider>
      </DocsProvider>,
    );
    expect(screen.getByRole('link', { name: new RegExp(advert.name) }).getAttribute('href')).toBe(advert.link);
  });

  it('shows the 130×100 image in the image shape', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const { container } = renderBlock();
    untilBlockedPath();
    const image = container.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['130', '100']);
    expect(container.querySelector('[data-shape="image"]')).not.toBeNull();
  });

  it('samples the display event at the context ratio', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    renderBlock('en', 0.6);
    untilBlockedPath();
    expect(hits()).toContainEqual({ type: 'event', category: 'ad', action: 'display', label: IN_HOUSE_ADS[2]!.label });
    cleanup();
    (window as unknown as Record<string, unknown>)[LOCAL_SINK_KEY] = [];
    renderBlock('en', 0.4);
    untilBlockedPath();
    expect(screen.getByRole('link', { name: new RegExp(IN_HOUSE_ADS[2]!.name) })).toBeTruthy();
    expect(hits().filter((hit) => hit.type === 'event' && hit.action === 'display')).toEqual([]);
  });

  it('asks the reader to allow ads on the message branch, in the reader’s language', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    renderBlock();
    untilBlockedPath();
    expect(screen.getByText('Please allow ads on this site')).toBeTruthy();
    cleanup();
    renderBlock('zh');
    untilBlockedPath();
    expect(screen.getByText('请允许本站显示广告')).toBeTruthy();
  });

  it('shows an in-house advert at once, never the message, in a build without an ad network', () => {
    network.url = '';
    vi.spyOn(Math, 'random').mockReturnValue(0.1); // the message branch, had a network been blocked
    renderBlock();
    expect(screen.getByRole('link', { name: new RegExp(IN_HOUSE_ADS[0]!.name) })).toBeTruthy();
    expect(screen.queryByText('Please allow ads on this site')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stays empty for crawlers', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    renderBlock();
    untilBlockedPath();
    expect(screen.getByRole('complementary').textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing and sends a crash event when it crashes', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('boom');
    });
    renderBlock();
    expect(screen.getByRole('complementary').childNodes).toHaveLength(0);
    expect(hits()).toContainEqual({ type: 'event', category: 'ad', action: 'crash' });
  });

  it('stops the placement poll when it unmounts', () => {
    renderBlock();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});
