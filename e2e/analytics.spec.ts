import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chromiumLaunch, E2E_GA_MEASUREMENT_ID, E2E_PRODUCTION_HOST } from '../playwright.config';
import { expect, test, waitForHydration } from './fixtures';

// Start as a first-time reader: no answer to the consent card yet (playwright.config.ts pre-answers it elsewhere).
// The production host (where analytics is configured) reaches the local server; nothing else changes.
test.use({
  storageState: { cookies: [], origins: [] },
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, `--host-resolver-rules=MAP ${E2E_PRODUCTION_HOST} 127.0.0.1`],
  },
});

const PAGE = '/x/introduction/licensing/';
const sink = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xdocsAnalytics?: Record<string, unknown>[] }).__xdocsAnalytics ?? []);
const card = (page: Page) => page.getByRole('region', { name: 'Help us improve these docs' });

/** The same page on the simulated production host, where analytics (Google Analytics) is configured. */
const onProduction = (baseURL: string | undefined, path: string) =>
  `http://${E2E_PRODUCTION_HOST}:${new URL(baseURL ?? 'http://127.0.0.1').port}${path}`;

/**
 * Keeps the test off the network: Google's tag script is answered by an empty stub (its URL recorded), any other
 * outside request (the ad network) is refused. Returns the tag script URLs requested.
 */
async function stayLocal(page: Page): Promise<string[]> {
  const tagRequests: string[] = [];
  await page.route(
    (url) => url.hostname !== E2E_PRODUCTION_HOST && url.hostname !== '127.0.0.1',
    async (route) => {
      const url = route.request().url();
      if (!url.startsWith('https://www.googletagmanager.com/')) return route.abort();
      tagRequests.push(url);
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    },
  );
  return tagRequests;
}

/** The gtag calls the page made (`window.dataLayer`), as arrays. */
const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((call) => Array.from(call)),
  );
const sentEvents = async (page: Page) => (await gtagCalls(page)).filter(([command]) => command === 'event');

test('no consent card where analytics is not configured for the host: nothing would be sent', async ({ page }) => {
  // 127.0.0.1 is not the production host: hits could only reach the local sink in the page.
  for (const path of [PAGE, '/x/react-tree-view/']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(card(page)).toHaveCount(0);
    expect(await sink(page)).toEqual([]);
  }
});

test('consent is denied until the reader allows analytics in a non-modal card', async ({ page, baseURL }) => {
  const tagRequests = await stayLocal(page);
  await page.goto(onProduction(baseURL, PAGE));
  await waitForHydration(page);
  await expect(card(page)).toBeVisible();
  await expect(card(page)).not.toHaveAttribute('aria-modal', 'true');
  // Denied by default: Google's script is not loaded and no hit is queued.
  expect((await gtagCalls(page))[0]).toEqual([
    'consent',
    'default',
    expect.objectContaining({ analytics_storage: 'denied' }),
  ]);
  expect(await sentEvents(page)).toEqual([]);
  expect(tagRequests).toEqual([]);
  // The rest of the page stays usable while the card is open.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  const axe = await new AxeBuilder({ page }).include('[data-slot="consent-card"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await card(page).getByRole('button', { name: 'Allow analytics' }).click();
  await expect(card(page)).toHaveCount(0);
  expect(tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${E2E_GA_MEASUREMENT_ID}`]);
  await expect.poll(() => gtagCalls(page)).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  await expect.poll(() => sentEvents(page)).toContainEqual(['event', 'page_view', { page_path: PAGE }]);
  const properties = (await gtagCalls(page)).find(([command, name]) => command === 'set' && name === 'user_properties');
  expect(Object.keys((properties?.[2] as object) ?? {}).sort()).toEqual([
    'codeVariant',
    'colorSchemeSetting',
    'devicePixelRatio',
    'systemColorScheme',
    'userLanguage',
  ]);

  // Remembered: no card on the next page, which counts as a page view.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Installation' })
    .first()
    .click();
  await expect(page).toHaveURL(/installation\/$/);
  await waitForHydration(page);
  await expect
    .poll(() => sentEvents(page))
    .toContainEqual(['event', 'page_view', { page_path: '/x/introduction/installation/' }]);
  await expect(card(page)).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(card(page)).toHaveCount(0);
});

test('declining keeps analytics off', async ({ page, baseURL }) => {
  const tagRequests = await stayLocal(page);
  await page.goto(onProduction(baseURL, PAGE));
  await waitForHydration(page);
  await card(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(card(page)).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(card(page)).toHaveCount(0);
  expect(await sentEvents(page)).toEqual([]);
  expect(tagRequests).toEqual([]);
});

test('Do Not Track counts as a refusal and hides the card', async ({ page, baseURL }) => {
  const tagRequests = await stayLocal(page);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
  });
  for (const path of [PAGE, '/x/react-tree-view/']) {
    await page.goto(onProduction(baseURL, path));
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(card(page)).toHaveCount(0);
  }
  expect(await sentEvents(page)).toEqual([]);
  expect(tagRequests).toEqual([]);
});

test('elements with data-ga-event-* send click events', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('xdocs-analytics-consent', 'granted'));
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'Tracked';
    button.dataset.gaEventCategory = 'test';
    button.dataset.gaEventAction = 'press';
    button.dataset.gaEventLabel = 'e2e';
    document.querySelector('main')?.prepend(button);
  });
  await page.getByRole('button', { name: 'Tracked' }).click();
  await expect
    .poll(() => sink(page))
    .toContainEqual({ type: 'event', category: 'test', action: 'press', label: 'e2e' });
});
