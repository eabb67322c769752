import { expect, readerActs, test, type Page } from './fixtures';

/** One page of every kind: home, prose guide, demo guide (with a callout of long inline code), API pages, 404, Chinese. */
const PAGES = [
  '/x/',
  '/x/introduction/licensing/',
  '/x/react-tree-view/simple-tree-view/expansion/',
  '/x/react-data-grid/quickstart/',
  '/x/api/data-grid/data-grid/',
  '/x/api/data-grid/grid-col-def/',
  '/x/api/data-grid/',
  '/x/no-such-page/',
  '/x/zh/react-tree-view/simple-tree-view/expansion/',
];

/** What sticks out of the window sideways (nothing may: a page wider than a phone drags sideways). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .filter((element) => !element.closest('[style*="overflow"], pre, [data-slot="api-table"]'))
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`);
    return [`page is ${document.documentElement.scrollWidth} px wide in ${width} px`, ...culprits];
  });
}

for (const path of PAGES) {
  test(`${path} is no wider than a phone at 320–414 px, left to right and right to left`, async ({ page }) => {
    for (const direction of ['ltr', 'rtl']) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript((value) => localStorage.setItem('x-docs-direction', value), direction);
      await page.goto(path);
      await readerActs(page);
      await page.waitForLoadState('networkidle');
      for (const width of [320, 390, 414]) {
        await page.setViewportSize({ width, height: 844 });
        expect(await overflow(page), `${direction} at ${width} px`).toEqual([]);
      }
    }
  });
}
