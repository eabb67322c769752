import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// Start as a first-time reader: no answer to the consent card yet (playwright.config.ts pre-answers it elsewhere).
test.use({ storageState: { cookies: [], origins: [] } });

const PAGE = '/x/introduction/licensing/';
const sink = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xdocsAnalytics?: Record<string, unknown>[] }).__xdocsAnalytics ?? []);
const card = (page: Page) => page.getByRole('region', { name: 'Help us improve these docs' });

test('consent is denied until the reader allows analytics in a non-modal card', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(card(page)).toBeVisible();
  await expect(card(page)).not.toHaveAttribute('aria-modal', 'true');
  expect(await sink(page)).toEqual([]);
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
  await expect.poll(() => sink(page)).toContainEqual({ type: 'page_view', path: PAGE });
  const properties = (await sink(page)).find((hit) => hit.type === 'user_properties');
  expect(Object.keys((properties?.properties as object) ?? {}).sort()).toEqual([
    'codeVariant',
    'colorSchemeSetting',
    'devicePixelRatio',
    'systemColorScheme',
    'userLanguage',
  ]);

  // Remembered: no card on the next page, and client-side navigations count as page views.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Installation' })
    .first()
    .click();
  await expect(page).toHaveURL(/installation\/$/);
  await expect.poll(() => sink(page)).toContainEqual({ type: 'page_view', path: '/x/introduction/installation/' });
  await page.reload();
  await waitForHydration(page);
  await expect(card(page)).toHaveCount(0);
});

test('declining keeps analytics off', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await card(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(card(page)).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(card(page)).toHaveCount(0);
  expect(await sink(page)).toEqual([]);
});

test('Do Not Track counts as a refusal and hides the card', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.waitForTimeout(500);
  await expect(card(page)).toHaveCount(0);
  expect(await sink(page)).toEqual([]);
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
