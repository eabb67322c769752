// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_SINK_KEY, CONSENT_STORAGE_KEY } from '../analytics/analytics-constants';
import type { AnalyticsHit } from '../analytics/analytics-types';
import { AdProvider } from '../config/ad-context';
import { DocsProvider } from '../config/docs-context';
import { AdBlock } from './ad-block';
import type { AdSource } from './ad-types';
import { IN_HOUSE_ADS } from './in-house-ads';

const control: { source?: AdSource; crash?: boolean } = {};

vi.mock('./use-ad-source', () => ({
  useAdSource: () => {
    if (control.crash) throw new Error('boom');
    return control.source;
  },
}));

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

describe('AdBlock', () => {
  beforeAll(() => window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted'));
  beforeEach(() => {
    (window as unknown as Record<string, unknown>)[LOCAL_SINK_KEY] = [];
    control.source = undefined;
    control.crash = false;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is a labelled aside in both languages', () => {
    renderBlock();
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeTruthy();
    cleanup();
    renderBlock('zh');
    expect(screen.getByRole('complementary', { name: '广告' })).toBeTruthy();
  });

  it('shows an in-house advert as a link with its text, and reports the click', () => {
    control.source = { kind: 'in-house', index: 1 };
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    renderBlock();
    const advert = IN_HOUSE_ADS[1]!;
    const link = screen.getByRole('link', { name: new RegExp(advert.name) });
    expect(link.getAttribute('href')).toBe(advert.link);
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(hits()).toContainEqual({ type: 'event', category: 'ad', action: 'click', label: advert.label });
  });

  it('shows the 130×100 image in the image shape', () => {
    control.source = { kind: 'in-house', index: 0 };
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const { container } = renderBlock();
    const image = container.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['130', '100']);
    expect(container.querySelector('[data-shape="image"]')).not.toBeNull();
  });

  it('samples the display event at the context ratio', () => {
    control.source = { kind: 'in-house', index: 0 };
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    renderBlock('en', 0.6);
    expect(hits()).toContainEqual({ type: 'event', category: 'ad', action: 'display', label: IN_HOUSE_ADS[0]!.label });
    cleanup();
    (window as unknown as Record<string, unknown>)[LOCAL_SINK_KEY] = [];
    renderBlock('en', 0.4);
    expect(hits().filter((hit) => hit.type === 'event' && hit.action === 'display')).toEqual([]);
  });

  it('asks the reader to allow ads on the message branch', () => {
    control.source = { kind: 'blocked-message' };
    renderBlock();
    expect(screen.getByText('Please allow ads on this site')).toBeTruthy();
  });

  it('stays empty for crawlers', () => {
    control.source = { kind: 'crawler' };
    renderBlock();
    expect(screen.getByRole('complementary').textContent).toBe('');
  });

  it('renders nothing and sends a crash event when it crashes', () => {
    control.crash = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBlock();
    expect(screen.getByRole('complementary').textContent).toBe('');
    expect(hits()).toContainEqual({ type: 'event', category: 'ad', action: 'crash' });
  });
});
