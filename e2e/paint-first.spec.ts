import { expect, test, waitForHydration } from './fixtures';
import { listBuiltPages, readBuiltPage } from './built-site';
import { PRELOADS_PER_TASK } from '../scripts/html/paint-first';

const DEMO_PAGE = '/x/common-concepts/custom-components/';

test('pages that hydrate React start no app download while their HTML is read', () => {
  const reactPages = listBuiltPages().filter((path) => readBuiltPage(path).includes('__reactRouterRouteModules'));
  expect(reactPages.length).toBeGreaterThan(0);
  const eager = reactPages.filter((path) => {
    const html = readBuiltPage(path).replace(/<template data-deferred-preloads="">[\s\S]*?<\/template>/, '');
    return /<link rel="modulepreload"/.test(html) || /<script type="module" async/.test(html);
  });
  expect(eager).toEqual([]);
});

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
  const staticPages = listBuiltPages().filter((path) => readBuiltPage(path).includes('data-runtime="static"'));
  expect(staticPages.length).toBeGreaterThan(0);
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
  expect(parked.length).toBeGreaterThan(40);
  await page.goto(path);
  await waitForHydration(page);
  const batches = await page.evaluate(() => (window as unknown as { preloadBatches: string[][] }).preloadBatches);
  const inserted = new Set(batches.flat().map((href) => new URL(href).pathname));
  expect(parked.filter((href) => !inserted.has(href))).toEqual([]);
  expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(PRELOADS_PER_TASK);
});

// Evaluated in one go, the app's root graph (about ninety modules) was one task long enough to block a phone reader's
// input; the start now imports it a module at a time (scripts/html/evaluation-order.ts).
test('a page of many demos evaluates its app a module at a time, every module in its graph, then hydrates', async ({
  page,
  consoleErrors,
}) => {
  const path = '/x/react-data-grid/row-grouping/';
  const start = /<script type="module">([\s\S]*?)<\/script>/.exec(readBuiltPage(path))?.[1] ?? '';
  const graph = new Set(
    [...start.matchAll(/evaluateInSteps\((\[[^\]]*\])\)/g)].flatMap((match) => JSON.parse(match[1]!) as string[]),
  );
  expect(graph.size).toBeGreaterThan(40);
  // Every module records, as it finishes, the run it belongs to: modules evaluated with no microtask checkpoint
  // between them (one synchronous graph evaluation) share a run.
  await page.route(/\/x\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const record =
      'const runs = (globalThis.evaluationRuns ??= []); if (!globalThis.evaluationRunOpen) { ' +
      'globalThis.evaluationRunOpen = true; runs.push([]); queueMicrotask(() => { globalThis.evaluationRunOpen = false; }); } ' +
      'runs.at(-1).push(new URL(import.meta.url).pathname);';
    await route.fulfill({ response, body: `${await response.text()}\n{ ${record} }\n` });
  });
  await page.goto(path);
  await waitForHydration(page);
  const runs = await page.evaluate(() => (window as unknown as { evaluationRuns: string[][] }).evaluationRuns);
  const evaluated = new Set(runs.flat());
  expect([...graph].filter((url) => !evaluated.has(url))).toEqual([]);
  const runsInGraph = runs.map((run) => run.filter((url) => graph.has(url))).filter((run) => run.length > 0);
  // The start lists one module of each cycle (importing it evaluates the cycle), so no run holds two listed modules.
  expect(runsInGraph.filter((run) => run.length > 1)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
