import { expect, readerActs, test, waitForDemo, waitForHydration, type Page } from './fixtures';

/** A prose page and a page with live demos of each product: the same kind of document since issue 48. */
const PAGES = ['/x/introduction/licensing/', '/x/react-data-grid/sorting/', '/x/react-charts/bars/'];

async function loadRecordingRequests(page: Page, path: string): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(path);
  await waitForHydration(page);
  return requests;
}

for (const path of PAGES) {
  test(`${path} is a static document: prerendered HTML, no router runtime, no page data`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('__reactRouter');
    expect(html).toContain('data-runtime="static"');
    const requests = await loadRecordingRequests(page, path);
    expect(await page.evaluate(() => document.documentElement.dataset.pageRuntime)).toBe('static');
    expect(requests.filter((url) => url.endsWith('.data'))).toEqual([]);
    expect(requests.filter((url) => /entry\.client|\/root-[\w-]+\.js$/.test(url))).toEqual([]);
  });
}

test('a demo near the first screen hydrates as an island of its own, and does what it shows', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  // The first demo is within reach of the first screen (600 px below it at most).
  const demo = page.locator('[data-slot="demo"]').first();
  await waitForDemo(demo);
  await expect(demo.locator('xpath=..')).toHaveAttribute('data-hydrated', 'true');
  await readerActs(page);
  const header = demo.getByRole('columnheader').nth(1);
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);
});

test('JavaScript chosen in one demo switches every demo of the page at once', async ({ page }) => {
  await page.goto('/x/react-tree-view/rich-tree-view/items/');
  const demos = page.locator('[data-slot="demo"]');
  await demos.first().scrollIntoViewIfNeeded();
  await waitForDemo(demos.first());
  await demos
    .first()
    .getByRole('button', { name: /JavaScript/ })
    .click();
  await demos.nth(1).scrollIntoViewIfNeeded();
  await waitForDemo(demos.nth(1));
  for (const index of [0, 1]) {
    await expect(demos.nth(index).getByRole('textbox', { name: /\.js$/ })).toHaveCount(1);
  }
});

test("a far demo's toolbar works once the reader has moved, while its live component still waits to come near", async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/row-grouping/');
  await waitForHydration(page);
  const islands = page.locator('[data-slot="demo-island"]');
  const last = islands.last();
  await expect(last).not.toHaveAttribute('data-hydrated', 'true');
  await readerActs(page);
  await expect(last).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  // Hydrated in place, not scrolled to: its grid is still the prerendered picture.
  const demoTop = await last.evaluate((island) => island.firstElementChild!.getBoundingClientRect().top);
  expect(demoTop).toBeGreaterThan(await page.evaluate(() => window.innerHeight));
  await expect(last.locator('[data-slot="demo-placeholder"]')).toHaveCount(1);
});

test('moving between pages is a document load, cross-faded where the browser supports it', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  const hasViewTransition = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes('@view-transition')),
    ),
  );
  expect(hasViewTransition).toBe(true);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.locator('a[href="/x/react-data-grid/filtering/"]:visible').first().click();
  await expect(page).toHaveURL(/\/react-data-grid\/filtering\/$/);
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
});
