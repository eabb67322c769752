import { getAnalytics } from '../analytics/analytics-client';
import { AD_EVENT_ACTIONS, AD_EVENT_CATEGORY } from '../analytics/analytics-constants';
import { isSampled } from '../analytics/sampling';
import { AD_FEED_URL, AD_NETWORK_URL } from '../config/site';
import { pageLanguage, pageStrings } from '../static-page/page-context';
import { DEFAULT_AD_DISPLAY_RATIO } from './ad-constants';
import { fetchFeedAdvert, pixelUrls, type FeedDeps } from './ad-feed';
import { hasPlacementIn, injectAdNetworkScript, isAdNetworkEnabled } from './ad-network';
import { pickShape, selectAdSource, type PollTimers, type RandomSource } from './ad-selection';
import type { AdShape, AdSource, Advert } from './ad-types';
import {
  AD_PLACEHOLDER_SLOT,
  adPlaceholderHtml,
  createAdvertElement,
  createBlockedMessageElement,
  type AdContentStrings,
} from './advert-dom';
import { isCrawler } from './crawlers';
import { inHouseAdvert } from './in-house-ads';

/**
 * The advert block's controller, framework-free: the one implementation of what fills the block, used by the React
 * `AdBlock` (after hydration) and by the static-page script (`startAdBlocks`), on the same prerendered
 * `<aside data-slot="ad-block">`. It must not import React, MUI or Emotion: it ships in the static pages' tiny script.
 */

/** Selector of the advert block's aside. */
export const AD_BLOCK_SELECTOR = '[data-slot="ad-block"]';
/** Selector of the container the ad-network script fills. */
export const AD_NETWORK_SELECTOR = '[data-slot="ad-network"]';

/** What a mount may override; the defaults are the browser's and the build's settings. */
export interface MountAdBlockOptions {
  /** Strings in the page's language. Default: read from the document (`<html lang>`). */
  strings?: AdContentStrings;
  /** Share of displays reported to analytics. Default: 0.1 (`DEFAULT_AD_DISPLAY_RATIO`). */
  displayRatio?: number;
  /** Random source of the shape, the blocked-path pick and the display sampling. Default: `Math.random`. */
  random?: RandomSource;
  /** Timers of the placement poll. Default: the window's. */
  timers?: PollTimers;
  /** The reader's user agent, to spot crawlers. Default: `navigator.userAgent`. */
  userAgent?: string;
  /**
   * URL of the ad-network script to inject, '' for none. Default: the configured script (`XDOCS_PUBLIC_AD_NETWORK_URL`)
   * on the production host only.
   */
  networkScriptUrl?: string;
  /** URL of the external ad feed, '' for none. Default: `XDOCS_PUBLIC_AD_FEED_URL`. */
  feedUrl?: string;
  /** How the feed is fetched. Default: `fetch` without credentials. */
  fetch?: FeedDeps['fetch'];
  /** Where ad events go. Default: the page's analytics. */
  analytics?: { event: (category: string, action: string, label?: string) => void };
}

const browserTimers: PollTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

const browserFetch: FeedDeps['fetch'] = (url, init) => fetch(url, { ...init, credentials: 'omit' });

/** Finds the block's ad-network container, or adds an empty one (hidden until the network's advert is shown). */
function networkContainerOf(block: HTMLElement): HTMLElement {
  let container = block.querySelector<HTMLElement>(AD_NETWORK_SELECTOR);
  if (!container) {
    container = block.ownerDocument.createElement('div');
    container.setAttribute('data-slot', 'ad-network');
    block.prepend(container);
  }
  container.hidden = true;
  return container;
}

/** Shows the waiting state: the placeholder (put back if a previous mount removed it), and `aria-busy`. */
function startWaiting(block: HTMLElement, strings: AdContentStrings): void {
  block.setAttribute('aria-busy', 'true');
  if (!block.querySelector(`[data-slot="${AD_PLACEHOLDER_SLOT}"]`)) {
    // Our own string, escaped by adPlaceholderHtml: no feed data goes through HTML parsing.
    block.insertAdjacentHTML('beforeend', adPlaceholderHtml(strings.loading));
  }
}

/** Ends the waiting state: the block has its advert, or knows it stays empty. */
function stopWaiting(block: HTMLElement): void {
  block.removeAttribute('aria-busy');
  for (const placeholder of block.querySelectorAll(`[data-slot="${AD_PLACEHOLDER_SLOT}"]`)) placeholder.remove();
}

/**
 * Fills one advert block (SPEC §4, §7, §8), as the React component used to: injects the ad-network script (production
 * host, not for crawlers), picks the shape once, runs the source selection (placement poll, blocked path, crawler),
 * takes the feed path for the network source in the inline shape, renders the advert, the "allow ads" message or
 * nothing, and reports displays (sampled), clicks and crashes. Anything that throws, now or later in a timer or the
 * feed, empties the block and sends the `crash` event. Returns a cleanup that stops the poll and the feed and removes
 * what it rendered.
 */
export function mountAdBlock(block: HTMLElement, options: MountAdBlockOptions = {}): () => void {
  const doc = block.ownerDocument;
  const random = options.random ?? Math.random;
  const displayRatio = options.displayRatio ?? DEFAULT_AD_DISPLAY_RATIO;
  const analytics = () => options.analytics ?? getAnalytics();
  let stopped = false;
  let stopPoll = () => {};
  let content: Element | undefined;
  let network: HTMLElement | undefined;

  const stop = () => {
    stopped = true;
    stopPoll();
  };

  /** The error boundary's role: stop everything, leave the reserved space empty, report once. */
  const crash = () => {
    if (stopped) return;
    stop();
    block.replaceChildren();
    block.removeAttribute('aria-busy');
    try {
      analytics().event(AD_EVENT_CATEGORY, AD_EVENT_ACTIONS.crash);
    } catch {
      // Nothing more can be done: the block is already empty.
    }
  };

  /** Runs `work` unless the block was cleaned up or crashed; a throw becomes a crash. */
  const guarded =
    <A extends unknown[]>(work: (...args: A) => void) =>
    (...args: A) => {
      if (stopped) return;
      try {
        work(...args);
      } catch {
        crash();
      }
    };

  try {
    const strings = options.strings ?? pageStrings(doc).ads;
    startWaiting(block, strings);
    const shape: AdShape = pickShape(random);
    const feedUrl = options.feedUrl ?? AD_FEED_URL;
    const fetchFeed = options.fetch ?? browserFetch;
    const timers = options.timers ?? browserTimers;
    const crawler = isCrawler(options.userAgent ?? navigator.userAgent);
    const networkScriptUrl =
      options.networkScriptUrl ?? (isAdNetworkEnabled(window.location.hostname) ? AD_NETWORK_URL : '');

    const container = networkContainerOf(block);
    network = container;
    if (!crawler && networkScriptUrl !== '') injectAdNetworkScript(container, networkScriptUrl);

    const reportDisplay = (label: string) => {
      if (isSampled(displayRatio, random)) analytics().event(AD_EVENT_CATEGORY, AD_EVENT_ACTIONS.display, label);
    };

    const show = (element: Element, label: string) => {
      stopWaiting(block);
      content = element;
      block.append(element);
      reportDisplay(label);
    };

    const showAdvert = (advert: Advert) => {
      const onClick = () => analytics().event(AD_EVENT_CATEGORY, AD_EVENT_ACTIONS.click, advert.label);
      show(createAdvertElement(doc, advert, shape, strings, guarded(onClick)), advert.label);
    };

    /** The inline shape replaces the network's own advert with the feed's first qualifying entry, if any. */
    const startFeed = () => {
      fetchFeedAdvert(feedUrl, { fetch: fetchFeed }).then(
        guarded((result: Awaited<ReturnType<typeof fetchFeedAdvert>>) => {
          if (!result) return stopWaiting(block); // no ad: the block stays empty
          showAdvert(result.advert);
          for (const url of pixelUrls(result.record, Date.now())) new Image().src = url;
        }),
        () => stopWaiting(block), // a failed feed means no ad
      );
    };

    const onSource = (source: AdSource) => {
      content?.remove();
      content = undefined;
      container.hidden = true;
      switch (source.kind) {
        case 'crawler':
          return stopWaiting(block);
        case 'in-house': {
          const advert = inHouseAdvert(source.index, pageLanguage(doc));
          if (advert) showAdvert(advert);
          else stopWaiting(block);
          return;
        }
        case 'blocked-message':
          show(createBlockedMessageElement(doc, strings), 'blocked-message');
          return;
        case 'network':
          if (shape === 'inline' && feedUrl !== '') {
            startFeed();
          } else {
            // The network's own advert stays visible.
            stopWaiting(block);
            container.hidden = false;
            reportDisplay('network');
          }
          return;
      }
    };

    stopPoll = selectAdSource(
      {
        isCrawler: crawler,
        hasNetwork: networkScriptUrl !== '',
        hasPlacement: () => hasPlacementIn(container),
        random,
        timers: {
          // Nothing more is scheduled once the block is cleaned up or has crashed (even by the try that crashed).
          setTimeout: (callback, ms) => (stopped ? undefined : timers.setTimeout(guarded(callback), ms)),
          clearTimeout: timers.clearTimeout,
        },
      },
      guarded(onSource),
    );
    // A crash during the first, synchronous try happened before the poll's stop function was known.
    if (stopped) stopPoll();
  } catch {
    crash();
  }

  return () => {
    stop();
    content?.remove();
    content = undefined;
    if (network) network.hidden = true;
  };
}

/**
 * Fills every advert block of a prerendered page (the static-page script's entry point). Returns a cleanup that
 * stops them all.
 */
export function startAdBlocks(doc: Document = document, options: MountAdBlockOptions = {}): () => void {
  const cleanups = Array.from(doc.querySelectorAll<HTMLElement>(AD_BLOCK_SELECTOR), (block) =>
    mountAdBlock(block, options),
  );
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
