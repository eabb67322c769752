import AxeBuilder from '@axe-core/playwright';
import { expect, FIRST_ISLAND_TIMEOUT, isSameDocument, markDocument, test, waitForHydration } from './fixtures';

const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Search the docs' });

test('the index loads only when search opens, and Ctrl+K opens it', async ({ page, consoleErrors }) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/x/search/')) searchRequests.push(request.url());
  });
  await page.goto('/x/react-data-grid/');
  await waitForHydration(page);
  expect(searchRequests).toEqual([]);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search query' })).toBeFocused();
  await page.keyboard.type('datagr');
  await expect(page.getByRole('status')).toHaveText(/\d+ results/);
  expect(searchRequests.some((url) => /index-en-[0-9a-f]+\.json$/.test(url))).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('`/` opens search, Escape closes it, and a key typed on the button seeds the query', async ({ page }) => {
  await page.goto('/x/react-charts/');
  await waitForHydration(page);
  await page.keyboard.press('/');
  // The first island of a page loads React, the island's code and the theme's stylesheet.
  await expect(dialog(page)).toBeVisible({ timeout: FIRST_ISLAND_TIMEOUT });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await button.focus();
  await page.keyboard.press('p');
  await expect(page.getByRole('combobox', { name: 'Search query' })).toHaveValue('p');
});

test('arrows move through highlighted, labelled results and Enter opens the heading', async ({ page }) => {
  await page.goto('/x/react-tree-view/');
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox', { name: 'Search query' });
  await input.fill('chekbox');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Checkbox selection');
  await expect(options.first().locator('[data-slot="search-kind"]')).toHaveText('Guide');
  await expect(options.first().locator('mark').first()).toHaveText(/checkbox/i);
  await expect(page.getByRole('group', { name: 'Tree View' })).toBeVisible();
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? '');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/selection\/#checkbox-selection$/);
  await expect(page.locator('#checkbox-selection')).toBeInViewport();
  // The result is another page: a document load (every page is static, issue 48).
  expect(await isSameDocument(page)).toBe(false);
});

test('a typo with two letters swapped still finds the page, highlighting the word meant', async ({ page }) => {
  await page.goto('/x/react-tree-view/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search query' }).fill('simpel tree view');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('Simple Tree View');
  await expect(first.locator('mark').first()).toHaveText(/simple/i);
});

test('a prop name lands on its row in the API reference; the filter narrows products', async ({ page }) => {
  await page.goto('/x/react-data-grid/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search query' }).fill('checkboxSelection');
  const first = page.getByRole('option').first();
  await expect(first.locator('[data-slot="search-kind"]')).toHaveText('Prop');
  await page.getByRole('combobox', { name: 'Product' }).click();
  // the filter's own listbox: result rows also name their product, and one of them must not be clicked instead
  await page.getByRole('listbox', { name: 'Product' }).getByRole('option', { name: 'Tree View', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Data Grid' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Tree View' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Search query' }).press('Enter');
  await expect(page).toHaveURL(/\/x\/api\/tree-view\/rich-tree-view\/#prop-checkboxSelection$/);
  await expect(page.locator('[id="prop-checkboxSelection"]')).toBeInViewport();
});

test('a Chinese navigation title and a mixed query find their pages (issue 50)', async ({ page }) => {
  await page.goto('/x/zh/introduction/');
  await waitForHydration(page);
  for (const [query, url] of [
    ['行分组', /\/x\/zh\/react-data-grid\/row-grouping\/$/],
    ['DataGrid 排序', /\/x\/zh\/react-data-grid\/sorting\/$/],
  ] as const) {
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: '搜索关键词' }).fill(query);
    await expect(page.getByRole('status')).toHaveText(/\d+/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url);
    await waitForHydration(page);
  }
});

test('words find the guide, and one product cannot fill the list (issue 53)', async ({ page }) => {
  await page.goto('/x/react-charts/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search query' });
  await input.fill('pie chart');
  await expect(page.getByRole('option').first()).toContainText('Charts - Pie');
  await input.fill('localization');
  const firstEight = page.getByRole('option');
  await expect(firstEight.first()).toContainText('Charts - Localization');
  const labels = (await firstEight.allTextContents()).slice(0, 8).join('\n');
  expect(labels).toContain('Data Grid - Localization');
  expect(labels).toContain('Translated components');
});

test('Chinese queries find Chinese pages under /x/zh/, and recent searches are remembered', async ({ page }) => {
  await page.goto('/x/zh/introduction/');
  await waitForHydration(page);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const input = page.getByRole('combobox', { name: '搜索关键词' });
  await input.fill('安装');
  await expect(page.getByRole('option').first()).toContainText('安装');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/zh\/introduction\/installation\/$/);
  // A new document: its script wires the shortcut.
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const recent = page.getByRole('listbox', { name: '最近的搜索' });
  await expect(recent.getByRole('option', { name: '安装' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: '搜索关键词' })).toHaveValue('安装');
});

test('the open dialog with results passes axe', async ({ page }) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search query' }).fill('licence');
  await expect(page.getByRole('option').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`the dialog stays in one place while results come and go (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.goto('/x/react-tree-view/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const box = page.locator('.MuiDialog-paper');
    await expect(dialog(page)).toBeVisible();
    await page.waitForTimeout(400);
    const top = async () => Math.round((await box.boundingBox())!.y);
    const opened = await top();
    const input = page.getByRole('combobox', { name: 'Search query' });
    await input.pressSequentially('selection');
    await expect(page.getByRole('status')).toHaveText(/\d+ results/);
    expect(await top()).toBe(opened);
    await input.pressSequentially('zzqqx');
    await expect(page.getByRole('status')).toHaveText('No results');
    expect(await top()).toBe(opened);
    if (width < 600) {
      // On a phone the query box has the row to itself; the product filter goes under it.
      const row = (await input.locator('xpath=ancestor::div[contains(@class,"MuiTextField-root")]').boundingBox())!;
      const paper = (await box.boundingBox())!;
      expect(row.width).toBeGreaterThan(paper.width - 40);
    }
  });
}
