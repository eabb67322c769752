import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { startDeployment, type Deployment } from './production-host';

/** Names of this site's caches in the page's origin. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Waits until a worker controls the page, and returns the build id its caches carry. */
async function waitForWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect.poll(async () => (await cacheNames(page)).some((name) => name.startsWith('x-docs-shell-'))).toBe(true);
  const shell = (await cacheNames(page)).find((name) => name.startsWith('x-docs-shell-'))!;
  return shell.slice('x-docs-shell-'.length);
}

let deployment: Deployment;

test.beforeEach(async () => {
  deployment = await startDeployment();
});

test.afterEach(async () => {
  await deployment.close();
});

test.describe('service worker on the production host', () => {
  test.describe.configure({ timeout: 90_000 });

  test('installs, then serves visited pages offline and the offline page for the rest', async () => {
    const context = await deployment.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${deployment.origin}/x/introduction/`);
    await waitForHydration(page);
    await waitForWorker(page);
    const registration = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(registration).toBe(`${deployment.origin}/x/`);
    // Visited under the worker: cached.
    await page.goto(`${deployment.origin}/x/react-tree-view/quickstart/`);
    await waitForHydration(page);
    await page.reload();
    await waitForHydration(page);

    await context.setOffline(true);
    await deployment.stopServer();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expect(page).toHaveTitle(/Quickstart/);

    await page.goto(`${deployment.origin}/x/react-charts/`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    const cached = page.getByRole('list').getByRole('link');
    await expect(cached.filter({ hasText: /Quickstart/ })).toHaveCount(1);
    await cached.filter({ hasText: /Quickstart/ }).click();
    await expect(page).toHaveURL(/\/x\/react-tree-view\/quickstart\/$/);
    await waitForHydration(page);
    await context.close();
  });

  test('"Available offline" downloads the current product section', async () => {
    const context = await deployment.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${deployment.origin}/x/react-tree-view/`);
    await waitForHydration(page);
    await waitForWorker(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('heading', { name: 'Available offline' })).toBeVisible();
    await settings.getByRole('button', { name: 'Download Tree View' }).click();
    await expect(settings.getByText(/^Done: \d+ pages are available offline\.$/)).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await deployment.stopServer();
    // Never visited, but downloaded: it opens and runs offline.
    await page.goto(`${deployment.origin}/x/react-tree-view/rich-tree-view/items/`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
    await expect(page.getByRole('tree').first()).toBeVisible();
    await context.close();
  });

  test('a new build waits until the reader accepts the reload, then replaces the old caches', async () => {
    const context = await deployment.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${deployment.origin}/x/introduction/`);
    await waitForHydration(page);
    const firstBuild = await waitForWorker(page);

    deployment.redeploy(firstBuild, 'second-build');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const offer = page.getByText('A new version is available');
    await expect(offer).toBeVisible({ timeout: 20_000 });
    // Until the reader accepts, the first build keeps serving this tab.
    expect((await cacheNames(page)).some((name) => name.endsWith(firstBuild))).toBe(true);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await waitForHydration(page);
    await expect.poll(() => cacheNames(page)).not.toContainEqual(expect.stringContaining(firstBuild));
    expect(await cacheNames(page)).toContainEqual('x-docs-shell-second-build');
    await context.close();
  });
});

test('local runs and previews (127.0.0.1) never register a service worker', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  // Registration would start right after the load event.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('heading', { name: 'Code styling' })).toBeVisible();
  await expect(settings.getByRole('heading', { name: 'Available offline' })).toHaveCount(0);
});
