import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRandom } from '../../content/demo-data/random';
import {
  AD_BLOCK_ASSUMED_AFTER_TRIES,
  AD_BLOCKED_MESSAGE_PROBABILITY,
  PLACEMENT_POLL_INTERVAL_MS,
  PLACEMENT_POLL_MAX_TRIES,
} from './ad-constants';
import { pickBlockedSource, pickShape, selectAdSource, type SelectionEnv } from './ad-selection';
import type { AdSource } from './ad-types';
import { isCrawler } from './crawlers';
import { IN_HOUSE_ADS } from './in-house-ads';

/** A random source that returns the given numbers in order. */
function scripted(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function run(env: Partial<SelectionEnv>) {
  const sources: AdSource[] = [];
  let tries = 0;
  const hasPlacement = env.hasPlacement ?? (() => false);
  const stop = selectAdSource(
    {
      isCrawler: false,
      hasNetwork: true,
      random: createRandom(7),
      timers,
      ...env,
      hasPlacement: () => {
        tries += 1;
        return hasPlacement();
      },
    },
    (source) => sources.push(source),
  );
  return { sources, stop, tries: () => tries };
}

describe('advert source selection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('treats ad blocking as active after 6 tries without a placement element', () => {
    const { sources, tries } = run({ random: scripted(0.5, 0.5) });
    vi.advanceTimersByTime((AD_BLOCK_ASSUMED_AFTER_TRIES - 2) * PLACEMENT_POLL_INTERVAL_MS);
    expect(tries()).toBe(5);
    expect(sources).toEqual([]);
    vi.advanceTimersByTime(PLACEMENT_POLL_INTERVAL_MS);
    expect(tries()).toBe(6);
    expect(sources).toEqual([{ kind: 'in-house', index: 2 }]);
  });

  it('shows the network ad when the placement element appears on try 4', () => {
    let calls = 0;
    const { sources } = run({ hasPlacement: () => ++calls >= 4 });
    vi.advanceTimersByTime(3 * PLACEMENT_POLL_INTERVAL_MS);
    expect(sources).toEqual([{ kind: 'network' }]);
    vi.advanceTimersByTime(60_000);
    expect(calls).toBe(4);
  });

  it('polls at most 30 tries, 500 ms apart, and switches to the network ad if it arrives late', () => {
    let calls = 0;
    const { sources, tries } = run({ hasPlacement: () => ++calls >= 12, random: scripted(0.1) });
    vi.advanceTimersByTime(60_000);
    expect(tries()).toBe(12);
    expect(sources).toEqual([{ kind: 'blocked-message' }, { kind: 'network' }]);

    const never = run({});
    vi.advanceTimersByTime(60_000);
    expect(never.tries()).toBe(PLACEMENT_POLL_MAX_TRIES);
  });

  it('stops polling when stopped', () => {
    const { stop, tries, sources } = run({});
    vi.advanceTimersByTime(PLACEMENT_POLL_INTERVAL_MS);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(tries()).toBe(2);
    expect(sources).toEqual([]);
  });

  it('shows an in-house ad at once, never the "allow ads" message, when no ad network is in the page', () => {
    // 0.1 is below the message threshold: with a network, the blocked path would ask the reader to allow ads.
    for (const [r, index] of [
      [0.1, 0],
      [0.3, 1],
      [0.6, 2],
      [0.9, 3],
    ] as const) {
      const { sources, tries } = run({ hasNetwork: false, random: scripted(r) });
      expect(sources).toEqual([{ kind: 'in-house', index }]);
      vi.advanceTimersByTime(60_000);
      expect(sources).toHaveLength(1);
      expect(tries()).toBe(0);
    }
    const crawler = run({ hasNetwork: false, isCrawler: true });
    expect(crawler.sources).toEqual([{ kind: 'crawler' }]);
  });

  it('gives crawlers an empty block without polling', () => {
    const { sources, tries } = run({ isCrawler: true });
    vi.advanceTimersByTime(60_000);
    expect(sources).toEqual([{ kind: 'crawler' }]);
    expect(tries()).toBe(0);
  });
});

describe('blocked path', () => {
  it('shows the message below the 0.2 threshold and an in-house ad from it up', () => {
    expect(AD_BLOCKED_MESSAGE_PROBABILITY).toBe(0.2);
    expect(pickBlockedSource(scripted(0.19999))).toEqual({ kind: 'blocked-message' });
    expect(pickBlockedSource(scripted(0.2, 0))).toEqual({ kind: 'in-house', index: 0 });
  });

  it('picks each of the four in-house ads', () => {
    expect(IN_HOUSE_ADS).toHaveLength(4);
    expect([0, 0.25, 0.5, 0.75, 0.9999].map((r) => pickBlockedSource(scripted(0.5, r)))).toEqual([
      { kind: 'in-house', index: 0 },
      { kind: 'in-house', index: 1 },
      { kind: 'in-house', index: 2 },
      { kind: 'in-house', index: 3 },
      { kind: 'in-house', index: 3 },
    ]);
  });

  it('shows the message about 20% of the time with a seeded random source', () => {
    const random = createRandom(42);
    const picks = Array.from({ length: 10_000 }, () => pickBlockedSource(random));
    const share = picks.filter((p) => p.kind === 'blocked-message').length / picks.length;
    expect(share).toBeGreaterThan(0.18);
    expect(share).toBeLessThan(0.22);
    const counts = [0, 1, 2, 3].map((i) => picks.filter((p) => p.kind === 'in-house' && p.index === i).length);
    for (const count of counts) expect(count).toBeGreaterThan(1800);
  });
});

describe('ad shape', () => {
  it('is inline below 0.8 and image from 0.8 up', () => {
    expect(pickShape(scripted(0.7999))).toBe('inline');
    expect(pickShape(scripted(0.8))).toBe('image');
  });

  it('is inline about 80% of the time', () => {
    const random = createRandom(3);
    const shapes = Array.from({ length: 10_000 }, () => pickShape(random));
    const share = shapes.filter((s) => s === 'inline').length / shapes.length;
    expect(share).toBeGreaterThan(0.78);
    expect(share).toBeLessThan(0.82);
  });
});

describe('crawlers', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Applebot/0.1',
  ])('recognises %s', (ua) => {
    expect(isCrawler(ua)).toBe(true);
  });

  it('lets browsers through', () => {
    expect(
      isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).toBe(false);
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
