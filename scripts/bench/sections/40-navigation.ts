/**
 * Navigation between two guide pages as a reader does it: point at a link in the side navigation, click, and time until
 * the next page's h1 is on screen. Static pages (no live demo) load the next document, which their speculation rules
 * prefetch while the pointer rests on the link; React pages (with demos) render the next page client-side. Median of
 * BENCH_NAVIGATION_RUNS (default 5) runs, each in a fresh browser context (nothing of the next page cached), with
 * Debian's Chromium.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../../../playwright.config';
import { median, serveOut } from '../serve-out';
import type { BenchSectionRunner } from '../types';

/** Pairs of neighbouring guide pages: static to static, and React (demo) page to React page. */
const PAIRS: [from: string, to: string][] = [
  ['/x/introduction/installation/', '/x/introduction/licensing/'],
  ['/x/react-tree-view/rich-tree-view/items/', '/x/react-tree-view/rich-tree-view/selection/'],
];

/** How long the pointer rests on the link before the click (speculation rules' "moderate" eagerness is 200 ms). */
const HOVER_MS = 300;

/**
 * Clicks the link and returns the ms from the click to the first frame showing the new h1: measured inside the page
 * for a client-side navigation; for a document navigation, from the click's wall-clock time to the new document's
 * first contentful paint (its h1 is in the prerendered HTML). Strings, so the bench's TypeScript loader cannot wrap
 * the functions in helpers the page does not have.
 */
async function timeNavigation(page: Page, to: string): Promise<number> {
  await page.evaluate(`(() => {
    window.__navigationMark = true;
    sessionStorage.setItem('bench-click', String(performance.timeOrigin + performance.now()));
    document.querySelector('nav[aria-label="Main navigation"] a[href="${to}"]').click();
  })()`);
  await page.waitForURL(`**${to}`);
  return (await page.evaluate(`new Promise((resolve) => {
    const clicked = Number(sessionStorage.getItem('bench-click'));
    const check = () => {
      const h1 = document.querySelector('h1');
      if (!(h1 && h1.checkVisibility() && location.pathname === ${JSON.stringify(to)})) return requestAnimationFrame(check);
      if (window.__navigationMark) return resolve(performance.timeOrigin + performance.now() - clicked);
      new PerformanceObserver((list, observer) => {
        const paint = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
        if (paint) { observer.disconnect(); resolve(performance.timeOrigin + paint.startTime - clicked); }
      }).observe({ type: 'paint', buffered: true });
    };
    check();
  })`)) as number;
}

const run: BenchSectionRunner = async () => {
  const runs = Number(process.env.BENCH_NAVIGATION_RUNS ?? 5);
  const server = await serveOut();
  const browser = await chromium.launch(chromiumLaunch);
  const results: { from: string; to: string; kind: string; medianMs: number; timingsMs: number[] }[] = [];
  try {
    for (const [from, to] of PAIRS) {
      const timingsMs: number[] = [];
      let kind = '';
      for (let index = 0; index < runs; index += 1) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${server.origin}${from}`);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.waitForLoadState('networkidle');
        kind =
          (await page.evaluate(() => document.documentElement.dataset.pageRuntime)) === 'static' ? 'static' : 'React';
        const link = page.getByRole('navigation', { name: 'Main navigation' }).locator(`a[href="${to}"]`);
        await link.hover();
        await page.waitForTimeout(HOVER_MS);
        timingsMs.push(await timeNavigation(page, to));
        await context.close();
      }
      results.push({ from, to, kind, medianMs: median(timingsMs), timingsMs });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return {
    title: `Navigation between guide pages, pointer resting ${HOVER_MS} ms on the link (median of ${runs})`,
    columns: ['from', 'to', 'pages', 'click → new h1 visible'],
    rows: results.map((result) => [result.from, result.to, result.kind, `${Math.round(result.medianMs)} ms`]),
    json: results,
  };
};
export default run;
