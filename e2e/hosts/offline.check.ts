/**
 * The host under test reached as the production host (docs.x-docs.test, mapped to it by Chromium's host-resolver
 * rules, as e2e/production-host.ts does for our own server): the service worker registers under the host's headers,
 * a visited page opens offline, and a downloaded section too.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunch, E2E_PRODUCTION_HOST } from '../../playwright.config';
import { expect, test, waitForHydration } from '../fixtures';

const origin = `http://${E2E_PRODUCTION_HOST}`;
let browser: Browser;
let context: BrowserContext;

test.beforeAll(async () => {
  const port = new URL(test.info().project.use.baseURL!).port;
  browser = await chromium.launch({
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      `--host-resolver-rules=MAP ${E2E_PRODUCTION_HOST} 127.0.0.1:${port}`,
      // Service workers need a secure context; the real host has HTTPS, the simulated one plain HTTP.
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ],
  });
});

test.afterAll(async () => {
  await browser.close();
});

test.beforeEach(async () => {
  context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'xdocs-analytics-consent', value: 'denied' }] }],
    },
  });
});

test.afterEach(async () => {
  await context.close();
});

/** Waits until a worker controls the page and has filled its shell cache. */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect
    .poll(async () => (await page.evaluate(() => caches.keys())).some((name) => name.startsWith('x-docs-shell-')))
    .toBe(true);
}

test.describe.configure({ timeout: 120_000 });

test('the service worker registers, and a visited page opens offline', async () => {
  const page = await context.newPage();
  await page.goto(`${origin}/x/introduction/`);
  await waitForHydration(page);
  await waitForWorker(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(
    `${origin}/x/`,
  );
  await page.goto(`${origin}/x/react-tree-view/quickstart/`);
  await waitForHydration(page);

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page).toHaveTitle(/Quickstart/);
  // Never visited: the worker's offline page, which proves the host was not reached.
  await page.goto(`${origin}/x/react-charts/`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
});

// @full: in `npm run check:hosts` only, not on every CI run (about 40 s).
test('a downloaded section opens offline', { tag: '@full' }, async () => {
  const page = await context.newPage();
  await page.goto(`${origin}/x/react-tree-view/`);
  await waitForHydration(page);
  await waitForWorker(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Download Tree View' }).click();
  await expect(settings.getByText(/^Done: \d+ pages are available offline\.$/)).toBeVisible({ timeout: 90_000 });
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await page.goto(`${origin}/x/react-tree-view/rich-tree-view/items/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  await expect(page.getByRole('tree').first()).toBeVisible();
});
