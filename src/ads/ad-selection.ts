import {
  AD_BLOCK_ASSUMED_AFTER_TRIES,
  AD_BLOCKED_MESSAGE_PROBABILITY,
  AD_SHAPE_INLINE_PROBABILITY,
  PLACEMENT_POLL_INTERVAL_MS,
  PLACEMENT_POLL_MAX_TRIES,
} from './ad-constants';
import { IN_HOUSE_ADS } from './in-house-ads';
import type { AdShape, AdSource } from './ad-types';

/** A source of numbers in [0, 1); `Math.random` in the browser, a seeded one in tests. */
export type RandomSource = () => number;

/** Timers the poll uses; the browser's by default, fake ones in tests. */
export interface PollTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** What the selection needs from the page, injected so tests control it. */
export interface SelectionEnv {
  /** True when the reader's user agent is a known crawler. */
  isCrawler: boolean;
  /**
   * True when an ad-network script was put in the page, so a placement element may turn up. Without one (no network
   * configured, or not the production host) nothing can fill the block and blocking cannot be told apart from its
   * absence: the reader gets an in-house advert at once, never the "allow ads" message.
   */
  hasNetwork: boolean;
  /** True when the ad-network placement element is in the page. */
  hasPlacement: () => boolean;
  random: RandomSource;
  timers: PollTimers;
}

/** Picks one of the in-house ads, each as likely as the others. */
export function pickInHouseSource(random: RandomSource): AdSource {
  const index = Math.min(IN_HOUSE_ADS.length - 1, Math.floor(random() * IN_HOUSE_ADS.length));
  return { kind: 'in-house', index };
}

/** Picks the blocked-path source: the "allow ads" message with probability 0.2, else one of the in-house ads. */
export function pickBlockedSource(random: RandomSource): AdSource {
  if (random() < AD_BLOCKED_MESSAGE_PROBABILITY) return { kind: 'blocked-message' };
  return pickInHouseSource(random);
}

/** Inline with probability 0.8, image with 0.2. */
export function pickShape(random: RandomSource): AdShape {
  return random() < AD_SHAPE_INLINE_PROBABILITY ? 'inline' : 'image';
}

/**
 * Source selection (SPEC §4): crawlers get an empty block at once; with no ad network in the page, an in-house ad at
 * once; otherwise poll for the placement element up to 30 tries, 500 ms apart (the first try is immediate). After 6
 * tries without it ad blocking is assumed and the blocked source is reported; if the element still turns up before
 * the poll ends, the network source follows. Returns a function that stops the poll.
 */
export function selectAdSource(env: SelectionEnv, onSource: (source: AdSource) => void): () => void {
  if (env.isCrawler) {
    onSource({ kind: 'crawler' });
    return () => {};
  }
  if (!env.hasNetwork) {
    onSource(pickInHouseSource(env.random));
    return () => {};
  }
  let handle: unknown;
  let stopped = false;
  const attempt = (tryNumber: number) => {
    if (stopped) return;
    if (env.hasPlacement()) {
      onSource({ kind: 'network' });
      return;
    }
    if (tryNumber === AD_BLOCK_ASSUMED_AFTER_TRIES) onSource(pickBlockedSource(env.random));
    if (tryNumber < PLACEMENT_POLL_MAX_TRIES) {
      handle = env.timers.setTimeout(() => attempt(tryNumber + 1), PLACEMENT_POLL_INTERVAL_MS);
    }
  };
  attempt(1);
  return () => {
    stopped = true;
    env.timers.clearTimeout(handle);
  };
}
