import { expect, test, waitForHydration } from './fixtures';
import { listBuiltPages, readBuiltPage } from './built-site';
import { PRELOADS_PER_TASK } from '../scripts/html/paint-first';

const DEMO_PAGE = '/x/common-concepts/custom-components/';

test('a demo page paints its first frame before the app starts loading, then hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
    });
  });
  await page.goto(DEMO_PAGE);
  await waitForHydration(page);
  const { firstFrameAt, firstScriptAt } = await page.evaluate(() => ({
    firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
    firstScriptAt: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/x\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(firstScriptAt).toBeGreaterThan(firstFrameAt);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('static pages start no script download while their HTML is read', () => {
  const pages = listBuiltPages();
  const staticPages = pages.filter((path) => readBuiltPage(path).includes('data-runtime="static"'));
  // Every page is static since issue 48, pages of demos included: none hydrates React Router.
  expect(staticPages).toContain('/x/react-data-grid/row-grouping/');
  expect(pages.filter((path) => readBuiltPage(path).includes('__reactRouter'))).toEqual([]);
  const eager = staticPages.filter((path) => {
    const html = readBuiltPage(path).replace(/<template data-deferred-preloads="">[\s\S]*?<\/template>/, '');
    return /<link rel="modulepreload"/.test(html) || /<script type="module"[^>]*\ssrc=/.test(html);
  });
  expect(eager).toEqual([]);
});

test('a static page requests its script after its first contentful paint, then starts', async ({ page }) => {
  await page.goto('/x/introduction/licensing/');
  await waitForHydration(page);
  const { paintAt, firstScriptAt } = await page.evaluate(() => ({
    paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    firstScriptAt: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/x\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(paintAt).toBeLessThan(Infinity);
  expect(firstScriptAt).toBeGreaterThan(paintAt);
});

test('the web app manifest is linked from the head once the page has started, on both kinds of page', async ({
  page,
}) => {
  for (const path of ['/x/introduction/licensing/', DEMO_PAGE]) {
    // In the HTML it waits with the module preloads, so reading the page does not fetch the manifest and its icons.
    const html = readBuiltPage(path).replace(/<template data-deferred-preloads="">[\s\S]*?<\/template>/, '');
    expect(html).not.toContain('rel="manifest"');
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/x/manifest.webmanifest');
    expect(await page.evaluate(() => document.querySelectorAll('link[rel="manifest"]').length)).toBe(1);
  }
});

// Inserting a module preload makes its request at once: the 93 of a page of Data Grid demos, inserted together, were
// one task long enough to block the reader's input on a phone.
test('a page of many demos puts its parked preloads into the head a few per task, every one of them', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const state = window as unknown as { preloadBatches: string[][] };
    state.preloadBatches = [];
    new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .flatMap((node) => (node instanceof HTMLLinkElement && node.rel === 'modulepreload' ? [node.href] : []));
      if (added.length > 0) state.preloadBatches.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
  const path = '/x/react-data-grid/row-grouping/';
  const template = /<template data-deferred-preloads="">([\s\S]*?)<\/template>/.exec(readBuiltPage(path))?.[1] ?? '';
  const parked = [...template.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
  expect(parked.length).toBeGreaterThan(0);
  await page.goto(path);
  await waitForHydration(page);
  const batches = await page.evaluate(() => (window as unknown as { preloadBatches: string[][] }).preloadBatches);
  const inserted = new Set(batches.flat().map((href) => new URL(href).pathname));
  expect(parked.filter((href) => !inserted.has(href))).toEqual([]);
  expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(PRELOADS_PER_TASK);
});
