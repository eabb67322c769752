/**
 * Client-side navigation between two guide pages: from a hydrated page, click a link in the side navigation and
 * time until the next page's h1 is visible. Median of BENCH_NAVIGATION_RUNS (default 5) runs, each in a fresh
 * browser context (nothing of the next page cached), with Debian's Chromium.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../../playwright.config';
import { median, serveOut } from '../serve-out';
import type { BenchSectionRunner } from '../types';

/** Pairs of neighbouring guide pages: prose to prose, and demo page to demo page. */
const PAIRS: [from: string, to: string][] = [
  ['/x/introduction/', '/x/introduction/licensing/'],
  ['/x/react-tree-view/rich-tree-view/items/', '/x/react-tree-view/rich-tree-view/selection/'],
];

/** In-page script: clicks the navigation link to `to`, resolves with the ms until the new h1 is visible. */
function timeNavigationScript(to: string): string {
  return `new Promise((resolve) => {
    const target = ${JSON.stringify(to)};
    const link = document.querySelector('nav[aria-label="Main navigation"] a[href="' + target + '"]');
    const before = document.querySelector('h1')?.textContent;
    const started = performance.now();
    const check = () => {
      const h1 = document.querySelector('h1');
      if (location.pathname === target && h1 && h1.textContent !== before && h1.checkVisibility())
        resolve(performance.now() - started);
      else requestAnimationFrame(check);
    };
    link.click();
    requestAnimationFrame(check);
  })`;
}

const run: BenchSectionRunner = async () => {
  const runs = Number(process.env.BENCH_NAVIGATION_RUNS ?? 5);
  const server = await serveOut();
  const browser = await chromium.launch(chromiumLaunch);
  const results: { from: string; to: string; medianMs: number; timingsMs: number[] }[] = [];
  try {
    for (const [from, to] of PAIRS) {
      const timingsMs: number[] = [];
      for (let index = 0; index < runs; index += 1) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${server.origin}${from}`);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.waitForLoadState('networkidle');
        await page.getByRole('navigation', { name: 'Main navigation' }).locator(`a[href="${to}"]`).waitFor();
        // Timed inside the page, from the click to the first frame showing the new page's h1. A string, so the
        // bench's TypeScript loader cannot wrap the function in helpers the page does not have.
        timingsMs.push((await page.evaluate(timeNavigationScript(to))) as number);
        await context.close();
      }
      results.push({ from, to, medianMs: median(timingsMs), timingsMs });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return {
    title: `Client-side navigation between guide pages (median of ${runs})`,
    columns: ['from', 'to', 'click → new h1 visible'],
    rows: results.map((result) => [result.from, result.to, `${Math.round(result.medianMs)} ms`]),
    json: results,
  };
};
export default run;
