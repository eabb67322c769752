import {
  expect,
  FIRST_ISLAND_TIMEOUT,
  isSameDocument,
  markDocument,
  test,
  waitForHydration,
  type Page,
} from './fixtures';

/** Script files the page has requested so far (site paths). */
async function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
}

const STATIC_PAGES = [
  '/x/',
  '/x/introduction/licensing/',
  '/x/api/data-grid/data-grid/',
  '/x/zh/introduction/support/',
];

test.describe('pages without live demos are static', () => {
  for (const path of STATIC_PAGES) {
    test(`${path} runs the static-page script, not the React app`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-page-runtime', 'static');
      expect(await page.evaluate(() => 'reactRouterContext' in window || '__reactRouterContext' in window)).toBe(false);
      const scripts = await scriptsLoaded(page);
      expect(scripts.some((script) => /\/static-page-[\w-]+\.js$/.test(script))).toBe(true);
      expect(scripts.filter((script) => /react-dom|entry\.client|\/root-/.test(script))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a page with a live demo is static too: React runs only in its demo islands', async ({ page }) => {
    await page.goto('/x/react-tree-view/quickstart/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-page-runtime', 'static');
    expect(await page.evaluate(() => 'reactRouterContext' in window || '__reactRouterContext' in window)).toBe(false);
    const island = page.locator('[data-slot="demo-island"]').first();
    await island.locator('section').scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    await expect(island.locator('[data-slot="live-editor"]')).toHaveCount(1);
    expect((await scriptsLoaded(page)).filter((script) => /entry\.client|\/root-/.test(script))).toEqual([]);
  });

  test('the settings open as an island on first use and change the page', async ({ page, consoleErrors }) => {
    await page.goto('/x/introduction/licensing/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /.+/);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('Ctrl+K opens search before anything else was used', async ({ page }) => {
    test.setTimeout(30_000 + FIRST_ISLAND_TIMEOUT);
    await page.goto('/x/api/data-grid/data-grid/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    // The first press loads the search island and its index too.
    await expect(page.getByRole('combobox', { name: 'Search query' })).toBeFocused({ timeout: FIRST_ISLAND_TIMEOUT });
  });

  test('the product and version menus open from their buttons', async ({ page }) => {
    test.setTimeout(30_000 + FIRST_ISLAND_TIMEOUT);
    await page.goto('/x/api/data-grid/data-grid/');
    await waitForHydration(page);
    const product = page.locator('[data-slot="product-button"]');
    await product.click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: FIRST_ISLAND_TIMEOUT });
    await expect(product).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(product).not.toHaveAttribute('aria-expanded', 'true');
    await page.locator('[data-slot="version-button"]').click();
    await expect(page.getByRole('menuitem', { name: /8\.12\.1/ })).toBeVisible();
  });

  test('right to left mirrors the prerendered styles, and back', async ({ page }) => {
    await page.goto('/x/introduction/licensing/');
    await waitForHydration(page);
    // By CSS: while the settings drawer is open, the page behind it is hidden from the accessibility tree.
    const logo = page.locator('header a[aria-label="X Docs home"]');
    const margins = () =>
      logo.evaluate((element) => [getComputedStyle(element).marginLeft, getComputedStyle(element).marginRight]);
    const ltr = await margins();
    expect(ltr[0]).not.toBe(ltr[1]);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(margins).toEqual([ltr[1], ltr[0]]);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(margins).toEqual([ltr[1], ltr[0]]);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Left to right' }).click();
    await expect.poll(margins).toEqual(ltr);
  });

  test('a link to the next page is prefetched while the pointer rests on it, then loads as a document', async ({
    page,
  }) => {
    await page.goto('/x/introduction/installation/');
    await waitForHydration(page);
    await markDocument(page);
    const prefetched = page.waitForRequest(
      (request) =>
        request.url().endsWith('/x/introduction/licensing/') &&
        (request.headers()['sec-purpose'] ?? '').startsWith('prefetch'),
    );
    const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Licensing' });
    await link.hover();
    await prefetched;
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Licensing');
    expect(await isSameDocument(page)).toBe(false);
    await waitForHydration(page);
  });

  test('below the lg breakpoint the navigation opens as an island drawer', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/x/introduction/licensing/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Support', exact: true }).click();
    await expect(page).toHaveURL(/\/x\/introduction\/support\/$/);
  });
});
