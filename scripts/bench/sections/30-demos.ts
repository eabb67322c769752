/**
 * JavaScript a reader downloads before touching a page with 22 demos (the Rich Tree View gallery):
 * demos loaded as they near the viewport (the default) versus every demo at once (`?eager-demos`).
 * Serves the built out/ in-process and loads the page in Debian's Chromium; median of three loads.
 */
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunch } from '../../../playwright.config';
import { createServer } from '../../server';
import { kb } from '../format';
import type { BenchSectionRunner } from '../types';

const PAGE = '/x/react-tree-view/rich-tree-view/gallery/';
const RUNS = 3;

interface Load {
  scripts: number;
  bytes: number;
  hydratedMs: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      sizes.push(
        request.sizes().then(
          (size) => size.responseBodySize,
          () => 0,
        ),
      );
    }
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const hydratedMs = Date.now() - started;
  // Demos start loading from effects after hydration: let those requests start, then finish.
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  const settled = await Promise.all(sizes);
  await context.close();
  return { scripts: settled.length, bytes: settled.reduce((sum, size) => sum + size, 0), hydratedMs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const run: BenchSectionRunner = async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const modes = { 'lazy (default)': PAGE, 'eager (?eager-demos)': `${PAGE}?eager-demos` };
    const results: Record<string, Load> = {};
    for (const [mode, path] of Object.entries(modes)) {
      const loads: Load[] = [];
      for (let index = 0; index < RUNS; index += 1) loads.push(await load(browser, `${origin}${path}`));
      results[mode] = {
        scripts: median(loads.map((item) => item.scripts)),
        bytes: median(loads.map((item) => item.bytes)),
        hydratedMs: median(loads.map((item) => item.hydratedMs)),
      };
    }
    return {
      title: `Demos: JS loaded before interaction, page with 22 demos (${PAGE}, median of ${RUNS})`,
      columns: ['mode', 'script files', 'JS transferred (compressed)', 'hydrated after'],
      rows: Object.entries(results).map(([mode, result]) => [
        mode,
        result.scripts,
        kb(result.bytes),
        `${result.hydratedMs} ms`,
      ]),
      json: results,
    };
  } finally {
    await browser.close();
    server.close();
  }
};
export default run;
