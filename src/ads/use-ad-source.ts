import { useEffect, useState, type RefObject } from 'react';
import { selectAdSource } from './ad-selection';
import type { AdSource } from './ad-types';
import { hasPlacementIn, injectAdNetworkScript, isAdNetworkEnabled } from './ad-network';
import { isCrawler } from './crawlers';

const browserTimers = {
  setTimeout: (callback: () => void, ms: number): unknown => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * Runs source selection in the browser for one block (nothing is chosen while prerendering, so the HTML holds
 * only the reserved space). `networkRef` is where the ad-network script, when enabled, places its ad.
 */
export function useAdSource(networkRef: RefObject<HTMLElement | null>): AdSource | undefined {
  const [source, setSource] = useState<AdSource>();
  useEffect(() => {
    const crawler = isCrawler(navigator.userAgent);
    const container = networkRef.current;
    if (!crawler && container && isAdNetworkEnabled(window.location.hostname)) injectAdNetworkScript(container);
    return selectAdSource(
      { isCrawler: crawler, hasPlacement: () => hasPlacementIn(container), random: Math.random, timers: browserTimers },
      setSource,
    );
  }, [networkRef]);
  return source;
}
