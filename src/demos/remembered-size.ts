import { useEffect, type RefObject } from 'react';

/**
 * The last height of each demo preview's content on the pages of this visit, by page and demo. After a client-side
 * navigation a demo has no prerendered picture, and its preview would be a small box until its chunk arrives: Back
 * to a page of many demos then brought a page 2,700 px shorter than the one the reader left, and the restored scroll
 * position pointed elsewhere (issue 53). A demo seen before keeps its last height meanwhile instead.
 */
const heights = new Map<string, number>();

function keyOf(name: string): string {
  return `${window.location.pathname}#${name}`;
}

/** The content height the demo's preview last had on this page, if it was shown during this visit. */
export function rememberedHeight(name: string): number | undefined {
  return typeof window === 'undefined' ? undefined : heights.get(keyOf(name));
}

/**
 * Keeps the height of the preview's content (its content box: padding excluded, so it is the height its placeholder
 * needs) up to date while the demo is on the page. The key is taken when observing starts: a route being left keeps
 * its own page's key while React removes it.
 */
export function useRememberedHeight(name: string, preview: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = preview.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const key = keyOf(name);
    const observer = new ResizeObserver(([entry]) => {
      // Zero when the page is being taken down, or hidden: not a size to come back to.
      if (entry && entry.contentRect.height > 0) heights.set(key, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [name, preview]);
}
