import { expect, test, waitForHydration } from './fixtures';

test('the product switcher lists the four products and navigates', async ({ page }) => {
  await page.goto('/x/react-tree-view/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Switch product: Tree View' }).click();
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText('Data Grid');
  await expect(items.nth(0)).toContainText('tables');
  await expect(items.nth(1)).toContainText('Date and Time Pickers');
  await expect(items.nth(2)).toContainText('Charts');
  await expect(items.nth(3)).toContainText('Tree View');
  await items.nth(2).click();
  await expect(page).toHaveURL(/\/x\/react-charts\/$/);
  await expect(page.getByRole('button', { name: 'Switch product: Charts' })).toBeVisible();
});

test('the version menu shows the current version and the archives', async ({ page }) => {
  await page.goto('/x/react-data-grid/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Switch version: v8.12.1' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'v8.12.1' })).toBeVisible();
  for (const version of ['v7', 'v6', 'v5', 'v4']) {
    await expect(menu.getByRole('menuitem', { name: version })).toHaveAttribute('href', /^https:\/\/v\d\.mui\.com\//);
  }
  await page.keyboard.press('Escape');
  await page.goto('/x/react-tree-view/');
  await expect(page.getByRole('button', { name: 'Switch version: v8.12.0' })).toBeVisible();
});
