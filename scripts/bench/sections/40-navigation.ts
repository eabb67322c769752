/**
 * Client-side navigation between two guide pages: from a hydrated page, click a link in the side navigation and
 * time until the next page's h1 is visible. Median of BENCH_NAVIGATION_RUNS (default 5) runs, each in a fresh
 * browser context (nothing of the next page cached), with Debian's Chromium.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../../playwright.config';
import { median, serveOut } from '../serve-out';
import type { BenchSectionRunner } from '../types';

const FROM = '/x/react-tree-view/rich-tree-view/items/';
const TO = '/x/react-tree-view/rich-tree-view/selection/';

const run: BenchSectionRunner = async () => {
  const runs = Number(process.env.BENCH_NAVIGATION_RUNS ?? 5);
  const server = await serveOut();
  const browser = await chromium.launch(chromiumLaunch);
  const timings: number[] = [];
  try {
    for (let index = 0; index < runs; index += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.origin}${FROM}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.waitForLoadState('networkidle');
      const link = page.getByRole('navigation', { name: 'Main navigation' }).locator(`a[href="${TO}"]`);
      const title = (await link.textContent())?.trim() ?? '';
      const started = performance.now();
      await link.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ state: 'visible' });
      timings.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const value = median(timings);
  return {
    title: `Client-side navigation (median of ${runs})`,
    columns: ['from', 'to', 'click → new h1 visible'],
    rows: [[FROM, TO, `${Math.round(value)} ms`]],
    json: { from: FROM, to: TO, medianMs: value, timingsMs: timings },
  };
};
export default run;
