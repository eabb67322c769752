import { expect, isSameDocument, markDocument, test, waitForHydration } from './fixtures';

test('an unknown URL gets the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/x/react-data-grid/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found - X Docs');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Go to the introduction' }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/$/);
});

test('an unknown URL under /x/zh/ gets the Chinese 404 page', async ({ page }) => {
  const response = await page.goto('/x/zh/react-data-grid/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到页面');
  await expect(page).toHaveTitle('找不到页面 - X Docs');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByRole('link', { name: '前往简介' })).toHaveAttribute('href', '/x/zh/introduction/');
});

test('a client-side navigation to a missing page shows the 404 page', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await markDocument(page);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/x/react-charts/not-written/';
    link.textContent = 'missing';
    link.id = 'test-missing-link';
    document.querySelector('main')!.append(link);
  });
  await page.locator('#test-missing-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a path without its trailing slash redirects to the canonical URL', async ({ page }) => {
  await page.goto('/x/react-tree-view/quickstart');
  await expect(page).toHaveURL(/\/x\/react-tree-view\/quickstart\/$/);
  await waitForHydration(page);
  expect(await isSameDocument(page)).toBe(false);
});
