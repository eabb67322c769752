// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_PLACEMENT_ELEMENT_ID, DEFAULT_AD_DISPLAY_RATIO, PLACEMENT_POLL_INTERVAL_MS } from './ad-constants';
import type { FeedDeps } from './ad-feed';
import { adPlaceholderHtml } from './advert-dom';
import { IN_HOUSE_ADS } from './in-house-ads';
import { mountAdBlock, startAdBlocks, type MountAdBlockOptions } from './mount-ad-block';

/** Time until the blocked path is taken: the 6th try, 5 intervals after the first (immediate) one. */
const BLOCKED_AFTER_MS = 5 * PLACEMENT_POLL_INTERVAL_MS;
const FEED_URL = 'https://feed.example.com/ads.json';
/** An ad-network script (never loaded by jsdom): the tests put its placement element in the page themselves. */
const NETWORK_URL = 'https://ads.example.com/n.js';

const strings = {
  adsBy: 'ads via',
  blockedTitle: 'Please allow ads on this site',
  blockedBody: 'Thank you!',
  loading: 'Advert loading',
};

type Event = { category: string; action: string; label?: string };

let events: Event[];
const analytics = {
  event: (category: string, action: string, label?: string) =>
    events.push(label === undefined ? { category, action } : { category, action, label }),
};
const actions = (action: string) => events.filter((event) => event.action === action);

const feedEntry = {
  statlink: 'https://ads.example.com/click/1',
  image: 'https://cdn.example.com/a.png',
  company: 'Acme Grids',
  description: 'Grids for everyone',
  pixel: 'https://px.example.com/a?t=[timestamp]||https://px.example.com/b?t=[timestamp]',
  timestamp: '1700000000',
};

/** A feed client answering with `body` (or failing), counting its calls. */
function feed(body: unknown, ok = true): { fetch: FeedDeps['fetch']; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    fetch: (url) => {
      calls.push(url);
      return Promise.resolve({ ok, json: () => Promise.resolve(body) });
    },
  };
}

/**
 * An aside as the prerendered page has it (with `placeholder`, its waiting state as AdBlock renders it); `placement`
 * adds a network container the network script has filled.
 */
function aside({ placement = false, placeholder = false } = {}): HTMLElement {
  const block = document.createElement('aside');
  block.setAttribute('data-slot', 'ad-block');
  block.setAttribute('aria-label', 'Advertisement');
  if (placeholder) {
    block.setAttribute('aria-busy', 'true');
    block.innerHTML = adPlaceholderHtml(strings.loading);
  }
  if (placement) {
    const network = document.createElement('div');
    network.setAttribute('data-slot', 'ad-network');
    const filled = document.createElement('div');
    filled.id = AD_PLACEMENT_ELEMENT_ID;
    filled.textContent = 'Network advert';
    network.append(filled);
    block.append(network);
  }
  document.body.append(block);
  return block;
}

function mount(block: HTMLElement, options: MountAdBlockOptions = {}) {
  return mountAdBlock(block, {
    strings,
    analytics,
    random: () => 0.5, // inline shape; blocked path: not the message (≥ 0.2), in-house ad 2
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    networkScriptUrl: NETWORK_URL,
    feedUrl: '',
    fetch: () => Promise.reject(new Error('no feed in this test')),
    ...options,
  });
}

const placeholder = (block: HTMLElement) => block.querySelector<HTMLElement>('[data-slot="ad-placeholder"]');
const advertLink = (block: HTMLElement) => block.querySelector<HTMLAnchorElement>('a[data-slot="advert"]');
const networkContainer = (block: HTMLElement) => block.querySelector<HTMLElement>('[data-slot="ad-network"]')!;
/** Lets the feed's promises settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('mountAdBlock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    events = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
    document.documentElement.lang = '';
  });

  it('waits with the prerendered placeholder (labelled, busy), then drops it for the advert', () => {
    const block = aside({ placeholder: true });
    mount(block);
    vi.advanceTimersByTime(BLOCKED_AFTER_MS - 1);
    expect(block.getAttribute('aria-busy')).toBe('true');
    expect(block.querySelectorAll('[data-slot="ad-placeholder"]')).toHaveLength(1);
    expect(placeholder(block)!.textContent).toBe('Advert loading');
    expect(placeholder(block)!.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(placeholder(block)!.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(advertLink(block)).not.toBeNull();
    expect(placeholder(block)).toBeNull();
    expect(block.hasAttribute('aria-busy')).toBe(false);
  });

  it('puts the placeholder back when it mounts on an emptied block, and drops it when it knows it stays empty', async () => {
    const block = aside();
    const cleanup = mount(block, { feedUrl: FEED_URL, fetch: () => Promise.reject(new Error('offline')) });
    expect(placeholder(block)).not.toBeNull();
    cleanup();
    const crawler = aside();
    mount(crawler, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(placeholder(crawler)).toBeNull();
    expect(crawler.hasAttribute('aria-busy')).toBe(false);

    // The network answers in the inline shape, the feed fails: no advert, so no more waiting.
    const failed = aside({ placement: true });
    mount(failed, { feedUrl: FEED_URL, fetch: () => Promise.reject(new Error('offline')) });
    expect(placeholder(failed)).not.toBeNull();
    await settle();
    expect(placeholder(failed)).toBeNull();
    expect(failed.textContent).toBe('Network advert');
  });

  it('adds a hidden ad-network container when the page has none, and keeps a prerendered one', () => {
    const block = aside();
    mount(block);
    expect(block.querySelectorAll('[data-slot="ad-network"]')).toHaveLength(1);
    expect(networkContainer(block).hidden).toBe(true);

    const prerendered = aside({ placement: true });
    const existing = networkContainer(prerendered);
    mount(prerendered, { random: () => 0.9 });
    expect(networkContainer(prerendered)).toBe(existing);
  });

  it('shows nothing before the blocked path is assumed, then an in-house advert (inline shape)', () => {
    const block = aside();
    mount(block);
    vi.advanceTimersByTime(BLOCKED_AFTER_MS - 1);
    expect(advertLink(block)).toBeNull();
    vi.advanceTimersByTime(1);

    const advert = IN_HOUSE_ADS[2]!;
    const link = advertLink(block)!;
    expect(link.getAttribute('data-shape')).toBe('inline');
    expect(link.getAttribute('href')).toBe(advert.link);
    // Our own, relative links stay in the tab and are not sponsored.
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
    const image = link.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('src')).toBe(advert.img);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['78', '60']);
    expect(link.querySelector('[data-slot="advert-name"]')!.textContent).toBe(advert.name);
    expect(link.querySelector('[data-slot="advert-description"]')!.textContent).toBe(advert.description);
    expect(link.querySelector('[data-slot="advert-by"]')!.textContent).toBe(`ads via ${advert.poweredby}`);
    expect(networkContainer(block).hidden).toBe(true);
  });

  it('shows the 130×100 image in the image shape', () => {
    const block = aside();
    mount(block, { random: () => 0.9 });
    vi.advanceTimersByTime(BLOCKED_AFTER_MS);
    const link = advertLink(block)!;
    expect(link.getAttribute('data-shape')).toBe('image');
    expect(link.getAttribute('href')).toBe(IN_HOUSE_ADS[3]!.link);
    const image = link.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['130', '100']);
  });

  it('asks the reader to allow ads on the 0.2 branch, in the page language by default', () => {
    const block = aside();
    mount(block, { random: () => 0.1 });
    vi.advanceTimersByTime(BLOCKED_AFTER_MS);
    const message = block.querySelector('[data-slot="ad-blocked-message"]')!;
    expect(message.querySelector('[data-slot="ad-blocked-title"]')!.textContent).toBe(strings.blockedTitle);
    expect(message.querySelector('[data-slot="ad-blocked-body"]')!.textContent).toBe(strings.blockedBody);
    expect(advertLink(block)).toBeNull();

    document.documentElement.lang = 'zh-Hans';
    const zh = aside();
    mount(zh, { random: () => 0.1, strings: undefined });
    vi.advanceTimersByTime(BLOCKED_AFTER_MS);
    expect(zh.textContent).toContain('请允许本站显示广告');
  });

  it('shows the in-house advert in Chinese, linking to the Chinese page, on a Chinese page', () => {
    document.documentElement.lang = 'zh-Hans';
    const block = aside();
    mount(block, { networkScriptUrl: '', random: () => 0.9, strings: undefined });
    const link = advertLink(block)!;
    expect(link.getAttribute('href')).toBe(IN_HOUSE_ADS[3]!.link.replace(/^\/x\//, '/x/zh/'));
    expect(link.textContent).toContain('优先支持');
    expect(link.textContent).not.toContain(IN_HOUSE_ADS[3]!.description);
  });

  it('shows an in-house advert at once, never the "allow ads" message, when no ad network is configured', () => {
    for (const random of [() => 0.1, () => 0.5, () => 0.9]) {
      document.body.replaceChildren();
      const block = aside({ placeholder: true });
      mount(block, { networkScriptUrl: '', random });
      expect(block.querySelector('script')).toBeNull();
      expect(block.querySelector('[data-slot="ad-blocked-message"]')).toBeNull();
      expect(advertLink(block)).not.toBeNull();
      expect(placeholder(block)).toBeNull();
      expect(vi.getTimerCount()).toBe(0);
    }
  });

  it('leaves a crawler an empty block, without the network script', () => {
    const block = aside();
    mount(block, {
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
      networkScriptUrl: NETWORK_URL,
    });
    vi.advanceTimersByTime(30 * PLACEMENT_POLL_INTERVAL_MS);
    expect(block.textContent).toBe('');
    expect(block.querySelector('script')).toBeNull();
    expect(block.querySelector('[data-slot="advert"], [data-slot="ad-blocked-message"]')).toBeNull();
    expect(events).toEqual([]);
  });

  it('injects the ad-network script into its container when it has a URL', () => {
    const block = aside();
    mount(block);
    const script = networkContainer(block).querySelector('script')!;
    expect(script.getAttribute('src')).toBe(NETWORK_URL);
    expect(script.dataset.placementId).toBe(AD_PLACEMENT_ELEMENT_ID);
  });

  it("shows the network's own advert in the image shape (no feed) and reports its display", () => {
    const block = aside({ placement: true });
    const { fetch, calls } = feed({ ads: [feedEntry] });
    mount(block, { random: () => 0.9, displayRatio: 1, feedUrl: FEED_URL, fetch });
    expect(networkContainer(block).hidden).toBe(false);
    expect(block.textContent).toBe('Network advert');
    expect(calls).toEqual([]);
    expect(actions('display')).toEqual([{ category: 'ad', action: 'display', label: 'network' }]);
  });

  it("shows the network's own advert in the inline shape when no feed is configured", () => {
    const block = aside({ placement: true });
    mount(block, { displayRatio: 1 });
    expect(networkContainer(block).hidden).toBe(false);
    expect(actions('display')).toEqual([{ category: 'ad', action: 'display', label: 'network' }]);
  });

  it('replaces an in-house advert by the network when its placement turns up late', () => {
    const block = aside();
    mount(block);
    vi.advanceTimersByTime(BLOCKED_AFTER_MS);
    expect(advertLink(block)).not.toBeNull();
    const placement = document.createElement('div');
    placement.id = AD_PLACEMENT_ELEMENT_ID;
    networkContainer(block).append(placement);
    vi.advanceTimersByTime(PLACEMENT_POLL_INTERVAL_MS);
    expect(advertLink(block)).toBeNull();
    expect(networkContainer(block).hidden).toBe(false);
  });

  it('shows the first qualifying feed entry in the inline shape, sponsored, and fires its pixels', async () => {
    const pixels: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          pixels.push(url);
        }
      },
    );
    const block = aside({ placement: true });
    const { fetch, calls } = feed({ ads: [{}, { company: 'no statlink' }, feedEntry] });
    mount(block, { feedUrl: FEED_URL, fetch, displayRatio: 1 });
    expect(networkContainer(block).hidden).toBe(true); // the feed takes over the network's own advert
    await settle();

    expect(calls).toEqual([FEED_URL]);
    const link = advertLink(block)!;
    expect(link.getAttribute('href')).toBe(feedEntry.statlink);
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('data-shape')).toBe('inline');
    expect(link.querySelector('img')!.getAttribute('src')).toBe(feedEntry.image);
    expect(link.querySelector('[data-slot="advert-name"]')!.textContent).toBe('Acme Grids');
    expect(link.querySelector('[data-slot="advert-by"]')!.textContent).toBe('ads via ad feed');
    expect(networkContainer(block).hidden).toBe(true);
    expect(pixels).toEqual(['https://px.example.com/a?t=1700000000', 'https://px.example.com/b?t=1700000000']);
    expect(actions('display')).toEqual([{ category: 'ad', action: 'display', label: 'Acme Grids' }]);
  });

  it('renders hostile feed text as text only', async () => {
    vi.stubGlobal('Image', class {});
    const hostile = {
      ...feedEntry,
      company: '<img src=x onerror=alert(1)>',
      description: '<script>alert(1)</script><b>bold</b>',
    };
    const block = aside({ placement: true });
    mount(block, { feedUrl: FEED_URL, fetch: feed({ ads: [hostile] }).fetch });
    await settle();
    const link = advertLink(block)!;
    expect(link.querySelector('[data-slot="advert-name"]')!.textContent).toBe(hostile.company);
    expect(link.querySelector('[data-slot="advert-description"]')!.textContent).toBe(hostile.description);
    expect(block.querySelectorAll('img')).toHaveLength(1); // the advert's own image only
    expect(link.querySelector('script, b')).toBeNull();
    expect(block.querySelectorAll('script')).toHaveLength(1); // the ad network's own
  });

  it('shows nothing, and reports no crash, when the feed fails or has no https link', async () => {
    for (const client of [
      feed(null, false),
      { fetch: () => Promise.reject(new Error('offline')) },
      feed({ ads: [{ ...feedEntry, statlink: 'javascript:alert(1)' }] }),
    ]) {
      document.body.replaceChildren(); // one placement element in the page (its id is unique)
      const block = aside({ placement: true });
      mount(block, { feedUrl: FEED_URL, fetch: client.fetch });
      // No advert coming: the waiting state ends (the feed client's promises take a few turns).
      for (let turn = 0; turn < 5 && placeholder(block); turn += 1) await settle();
      expect(placeholder(block)).toBeNull();
      expect(block.textContent).toBe('Network advert'); // the hidden network container only
      expect(networkContainer(block).hidden).toBe(true);
      expect(advertLink(block)).toBeNull();
    }
    expect(events).toEqual([]);
  });

  it('samples the display event at the display ratio', () => {
    for (const [ratio, sent] of [
      [0.6, true],
      [0.4, false],
      [0, false],
    ] as const) {
      events = [];
      const block = aside();
      mount(block, { displayRatio: ratio });
      vi.advanceTimersByTime(BLOCKED_AFTER_MS);
      expect(advertLink(block)).not.toBeNull();
      expect(actions('display')).toEqual(
        sent ? [{ category: 'ad', action: 'display', label: IN_HOUSE_ADS[2]!.label }] : [],
      );
    }
  });

  it('uses the default ratio of 0.1 without one', () => {
    expect(DEFAULT_AD_DISPLAY_RATIO).toBe(0.1);
    mount(aside(), { random: () => 0.05, displayRatio: undefined });
    vi.advanceTimersByTime(BLOCKED_AFTER_MS);
    expect(actions('display')).toEqual([{ category: 'ad', action: 'display', label: 'blocked-message' }]);
    events = [];
    mount(aside(), { random: () => 0.15, displayRatio: undefined });
    vi.advanceTimersByTime(BLOCKED_AFTER_MS);
    expect(actions('display')).toEqual([]);
  });

  it('reports a click on the advert', () => {
    const block = aside();
    mount(block);
    vi.advanceTimersByTime(BLOCKED_AFTER_MS);
    const link = advertLink(block)!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(actions('click')).toEqual([{ category: 'ad', action: 'click', label: IN_HOUSE_ADS[2]!.label }]);
  });

  it('empties the block and sends the crash event when mounting throws', () => {
    const block = aside({ placement: true });
    mount(block, {
      random: () => {
        throw new Error('boom');
      },
    });
    expect(block.childNodes).toHaveLength(0);
    expect(events).toEqual([{ category: 'ad', action: 'crash' }]);
  });

  it('empties the block, sends the crash event once and stops polling when rendering throws later', () => {
    const block = aside();
    const throwing = {
      ...strings,
      get adsBy(): string {
        throw new Error('boom');
      },
    };
    mount(block, { strings: throwing });
    vi.advanceTimersByTime(BLOCKED_AFTER_MS);
    expect(block.childNodes).toHaveLength(0);
    expect(events).toEqual([{ category: 'ad', action: 'crash' }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('empties the block and sends the crash event when the feed work throws', async () => {
    vi.stubGlobal(
      'Image',
      class {
        constructor() {
          throw new Error('boom');
        }
      },
    );
    const block = aside({ placement: true });
    mount(block, { feedUrl: FEED_URL, fetch: feed({ ads: [feedEntry] }).fetch });
    await settle();
    expect(block.childNodes).toHaveLength(0);
    expect(events).toEqual([{ category: 'ad', action: 'crash' }]);
  });

  it('stops polling on cleanup and removes what it rendered', () => {
    const block = aside();
    const cleanup = mount(block);
    expect(vi.getTimerCount()).toBe(1);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(30 * PLACEMENT_POLL_INTERVAL_MS);
    expect(advertLink(block)).toBeNull();

    const shown = aside();
    const cleanupShown = mount(shown);
    vi.advanceTimersByTime(BLOCKED_AFTER_MS);
    expect(advertLink(shown)).not.toBeNull();
    cleanupShown();
    expect(advertLink(shown)).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('drops a feed answer that arrives after cleanup', async () => {
    vi.stubGlobal('Image', class {});
    let answer: (value: { ok: boolean; json: () => Promise<unknown> }) => void = () => {};
    const block = aside({ placement: true });
    const cleanup = mount(block, {
      feedUrl: FEED_URL,
      fetch: () => new Promise((resolve) => (answer = resolve)),
    });
    cleanup();
    answer({ ok: true, json: () => Promise.resolve({ ads: [feedEntry] }) });
    await settle();
    expect(advertLink(block)).toBeNull();
    expect(events).toEqual([]);
  });
});

describe('startAdBlocks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    events = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('fills every advert block of the page, and its cleanup stops them all', () => {
    const blocks = [aside(), aside()];
    const cleanup = startAdBlocks(document, {
      strings,
      analytics,
      random: () => 0.5,
      networkScriptUrl: NETWORK_URL,
      feedUrl: '',
    });
    vi.advanceTimersByTime(BLOCKED_AFTER_MS);
    for (const block of blocks) expect(advertLink(block)).not.toBeNull();
    cleanup();
    for (const block of blocks) expect(advertLink(block)).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
