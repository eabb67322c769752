import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUT_DIR } from './built-site';
import { expect, test, waitForHydration } from './fixtures';

const BRANCH_FILE = /\/x\/assets\/nav-(en|zh)-[0-9a-f]+\.json$/;

test.describe("other products' navigation on a static page", () => {
  test("the HTML carries the current product's links and only the other products' group buttons", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/x/introduction/licensing/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // Without JavaScript the current product's links are there and work.
    await expect(nav.getByRole('link', { name: 'Installation' })).toHaveAttribute(
      'href',
      '/x/introduction/installation/',
    );
    await nav.getByRole('link', { name: 'Support', exact: true }).click();
    await expect(page).toHaveURL(/\/x\/introduction\/support\/$/);
    await expect(nav.getByRole('button', { name: /^Data Grid/ })).toHaveAttribute('aria-expanded', 'false');
    const html = await (await page.request.get('/x/introduction/licensing/')).text();
    expect(html).toContain('href="/x/introduction/installation/"');
    expect(html).not.toContain('href="/x/react-data-grid/quickstart/"');
    expect(html).toMatch(/data-nav-branches="\/x\/assets\/nav-en-[0-9a-f]+\.json"/);
    await context.close();
  });

  test("hovering another product's group fetches its entries once; opening shows them and its links work", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (BRANCH_FILE.test(new URL(request.url()).pathname)) requests.push(request.url());
    });
    await page.goto('/x/introduction/licensing/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const grid = nav.getByRole('button', { name: /^Data Grid/ });
    const fetched = page.waitForResponse((response) => BRANCH_FILE.test(new URL(response.url()).pathname));
    await grid.hover();
    expect((await fetched).status()).toBe(200);
    await grid.click();
    await expect(grid).toHaveAttribute('aria-expanded', 'true');
    const quickstart = nav.locator('a[href="/x/react-data-grid/quickstart/"]');
    await expect(quickstart).toHaveText('Quickstart');
    await expect(quickstart).toBeVisible();
    // A nested group of the fetched branch opens too, and a second product needs no second request.
    const api = nav.getByRole('button', { name: 'API reference' });
    await api.click();
    await expect(nav.locator('a[href="/x/api/data-grid/data-grid-premium/"]')).toBeVisible();
    await nav.getByRole('button', { name: /^Charts/ }).click();
    await expect(nav.locator('a[href="/x/react-charts/quickstart/"]')).toBeVisible();
    expect(requests).toHaveLength(1);
    await quickstart.click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/quickstart\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Quickstart');
  });

  test('works from the keyboard alone, and a Chinese page gets Chinese entries', async ({ page }) => {
    await page.goto('/x/zh/introduction/licensing/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: '主导航' });
    const tree = nav.getByRole('button', { name: /^树视图/ });
    await tree.focus();
    await page.keyboard.press('Enter');
    await expect(tree).toHaveAttribute('aria-expanded', 'true');
    const overview = nav.locator('a[href="/x/zh/react-tree-view/"]');
    await expect(overview).toHaveText('概览');
    await page.keyboard.press('Tab');
    await expect(overview).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/x\/zh\/react-tree-view\/$/);
  });

  test('the service worker precaches the branch files, so other products open offline', () => {
    const worker = readFileSync(join(OUT_DIR, 'sw.js'), 'utf8');
    expect(worker).toMatch(/\/x\/assets\/nav-en-[0-9a-f]+\.json/);
    expect(worker).toMatch(/\/x\/assets\/nav-zh-[0-9a-f]+\.json/);
  });
});
