import { expect, readerActs, test, waitForHydration, type Page } from './fixtures';

/** One page of each type, the home page and a Chinese page (its untranslated notice sits above the content). */
const PAGES = [
  '/x/',
  '/x/introduction/',
  '/x/react-data-grid/',
  '/x/api/data-grid/data-grid/',
  '/x/react-tree-view/rich-tree-view/lazy-loading/',
  '/x/zh/react-date-pickers/',
];

/**
 * The most the page may move in total (layout-shift score; Lighthouse calls under 0.1 good). What is left under load
 * is Inter replacing its metric-matched local stand-in a frame late: a pixel or two along a line of text.
 */
const MAX_SHIFT = 0.005;

/** Phone and desktop widths: the shell's layout differs (drawer navigation vs side navigation and TOC). */
const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
];

/** Records every layout shift not caused by the reader, with the elements that moved, from the start of each load. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          return `${node.localName}${node.getAttribute('data-slot') ? `[${node.getAttribute('data-slot')}]` : ''}`;
        });
        shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads the page and returns the shifts of that load once it has hydrated and settled. */
async function shiftsOfLoad(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  // The demos near the viewport go live on the reader's first sign of use (not an input that excuses a shift).
  await readerActs(page);
  await page.waitForLoadState('networkidle');
  // Layout shifts are reported after the frame that caused them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

for (const path of PAGES) {
  // Nothing moves under the reader while the page loads, hydrates and settles: styles, fonts, the advert block and
  // the demos that go live near the top of the page all keep the space the prerendered page gave them.
  test(`nothing visibly shifts on load: ${path}`, async ({ page }) => {
    await recordShifts(page);
    // A returning reader, who has the page's fonts and scripts in the browser's cache. (On a first visit Inter may
    // arrive after the first paint; its local stand-in has Inter's metrics, and `npm run bench` reports that CLS.)
    await page.setViewportSize(VIEWPORTS[0]!);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const shifts = await shiftsOfLoad(page, path);
      const total = shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0);
      expect(total, `${viewport.width} px wide:\n${shifts.join('\n')}`).toBeLessThan(MAX_SHIFT);
    }
  });
}
