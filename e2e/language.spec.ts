import { expect, test, waitForHydration } from './fixtures';

test('switching to Chinese keeps the page and translates the shell and navigation', async ({ page }) => {
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/x\/zh\/introduction\/installation\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.locator('[aria-current="page"]')).toHaveText('安装');
  await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', '/x/zh/introduction/installation/');
  await expect(page.getByRole('navigation', { name: '目录' })).toBeVisible();
  await expect(page.locator('[data-slot="untranslated"]')).toHaveCount(0);
});

test('a Chinese page links to Chinese pages and announces its alternates', async ({ page }) => {
  const response = await page.goto('/x/zh/introduction/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/x\/introduction\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute(
    'href',
    /\/x\/zh\/introduction\/$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/x\/zh\/introduction\/$/);
  const internal = await page
    .locator('[data-slot="prose"] a[href^="/x/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(internal.length).toBeGreaterThan(0);
  for (const href of internal) expect(href).toMatch(/^\/x\/zh\//);
});

// Every guide page has (or is getting) a Chinese translation (issue 50), so these pages are translated; the English
// fallback of an untranslated page is covered by src/engine/page-model-language.test.ts and page-labels.test.ts.
test('a translated page shows its Chinese body without the notice, and is its own canonical page', async ({ page }) => {
  await page.goto('/x/zh/react-tree-view/rich-tree-view/items/');
  await expect(page.locator('[data-slot="untranslated"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="prose"]')).not.toHaveAttribute('lang', 'en');
  const self = /\/x\/zh\/react-tree-view\/rich-tree-view\/items\/$/;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', self);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute('href', self);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/x\/react-tree-view\/rich-tree-view\/items\/$/,
  );
  // Its headings keep the English page's anchors, so links to them work in both languages.
  await expect(page.locator('h2#the-default-item-shape')).toContainText('默认的节点结构');
  await expect(page.getByRole('navigation', { name: '上一页和下一页' })).toContainText('下一页');
});

test('a translated page takes its heading and tab title from its Chinese title', async ({ page }) => {
  await page.goto('/x/zh/react-data-grid/sorting/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('数据表格 - 排序');
  await expect(page).toHaveTitle('数据表格 - 排序 - X Docs');
  await expect(page.locator('[data-slot="untranslated"]')).toHaveCount(0);
});

test('a Chinese page names each product as its navigation does: switcher, search groups and adverts in Chinese', async ({
  page,
}) => {
  await page.goto('/x/zh/react-data-grid/sorting/');
  await waitForHydration(page);
  const switcher = page.getByRole('button', { name: '切换产品: 数据表格' });
  await expect(switcher).toHaveText('数据表格');
  await switcher.click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items).toHaveCount(4);
  for (const [index, name] of ['数据表格', '日期和时间选择器', '图表', '树视图'].entries()) {
    await expect(items.nth(index)).toContainText(name);
  }
  await expect(page.getByRole('menu')).not.toContainText(/Data Grid|Charts|Tree View|tables/);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByRole('combobox', { name: '搜索关键词' }).fill('排序');
  await expect(page.getByRole('group', { name: '数据表格' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Data Grid' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // With no ad network in this build's pages (not the production host), the block shows an in-house advert.
  const advert = page.locator('[data-slot="ad-block"] a[data-slot="advert"]').first();
  await expect(advert).toBeVisible({ timeout: 10_000 });
  await expect(advert).toHaveText(/[\u4e00-\u9fff]{4}/);
  await expect(advert).toHaveAttribute('href', /^\/x\/zh\//);
});
