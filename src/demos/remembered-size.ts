import { useLayoutEffect, type RefObject } from 'react';

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

/** The last height of each demo's whole section (preview, toolbar and code), by page and demo. */
const sectionHeights = new Map<string, number>();

function contentHeight(section: Element): number {
  let sum = 0;
  for (const child of section.children) sum += child.getBoundingClientRect().height;
  return sum;
}

/**
 * Keeps the height of the preview's content (its content box: padding excluded, so it is the height its placeholder
 * needs) and of the demo's whole section up to date while the demo is on the page. After a client-side navigation the
 * code under a demo is empty until its highlighting arrives too (the page's module carries no source text), so a
 * section seen before is held at its last height until its own content fills it again. The key is taken when
 * observing starts: a route being left keeps its own page's key while React removes it. A layout effect, so the
 * height is held before React Router restores the scroll position (its effect runs after its children's).
 */
export function useRememberedHeight(name: string, preview: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = preview.current;
    const section = element?.closest<HTMLElement>('[data-slot="demo"]');
    if (!element || !section || typeof ResizeObserver === 'undefined') return undefined;
    const key = keyOf(name);
    const held = sectionHeights.get(key);
    if (held !== undefined) section.style.minHeight = `${held}px`;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        // Zero when the page is being taken down, or hidden: not a size to come back to.
        if (entry.target === element && entry.contentRect.height > 0) heights.set(key, entry.contentRect.height);
      }
      if (section.style.minHeight && held !== undefined && contentHeight(section) >= held - 1) {
        section.style.minHeight = '';
      }
      const height = section.getBoundingClientRect().height;
      if (!section.style.minHeight && height > 0) sectionHeights.set(key, height);
    });
    observer.observe(element);
    for (const child of section.children) observer.observe(child);
    return () => observer.disconnect();
  }, [name, preview]);
}
