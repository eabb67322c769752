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

test('the version menu of a product lists the majors it had, each leading to that product', async ({ page }) => {
  await page.goto('/x/react-tree-view/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Switch version: v8.12.0' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'v7' })).toHaveAttribute(
    'href',
    'https://v7.mui.com/x/react-tree-view/',
  );
  await expect(menu.getByRole('menuitem', { name: 'v6' })).toHaveAttribute(
    'href',
    'https://v6.mui.com/x/react-tree-view/',
  );
  await expect(menu.getByRole('menuitem', { name: /^v[45]$/ })).toHaveCount(0);
});

test("the footer names the version of the page's product, as the header does", async ({ page }) => {
  for (const [path, version] of [
    ['/x/react-tree-view/', 'v8.12.0'],
    ['/x/react-charts/', 'v8.12.0'],
    ['/x/react-date-pickers/', 'v8.12.0'],
    ['/x/react-data-grid/', 'v8.12.1'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: `Switch version: ${version}` })).toBeVisible();
    await expect(page.locator('footer').last()).toContainText(`MUI X ${version}.`);
  }
});
