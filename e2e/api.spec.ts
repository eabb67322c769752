import { expect, test, waitForHydration } from './fixtures';

test('a props table anchor deep-links to its row, just below the sticky header', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid/#prop-checkboxSelection');
  const row = page.locator('[id="prop-checkboxSelection"]');
  await expect(row).toBeVisible();
  await expect(row).toContainText('checkboxSelection');
  await expect(row).toContainText('boolean');
  await expect(row).toContainText('false');
  await expect(row).toBeInViewport();
  const top = await row.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(64);
  expect(top).toBeLessThan(200);
});

test('API pages are in the navigation with plan markers and link back to their guides', async ({ page }) => {
  await page.goto('/x/api/tree-view/rich-tree-view/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RichTreeView API');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.locator('[aria-current="page"]')).toHaveText('RichTreeView');
  await expect(
    nav.getByRole('link', { name: 'RichTreeViewPro Pro plan', exact: true }).getByRole('img', { name: 'Pro plan' }),
  ).toBeVisible();
  const demos = page.locator('[data-slot="api-demos"] a');
  expect(await demos.count()).toBeGreaterThan(3);
  await expect(demos.filter({ hasText: 'Rich Tree View - Selection' })).toHaveAttribute(
    'href',
    '/x/react-tree-view/rich-tree-view/selection/',
  );
  await expect(page.getByRole('heading', { name: 'Props' })).toBeVisible();
});

test('long types collapse behind a disclosure button', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid-premium/');
  await waitForHydration(page);
  const first = page.locator('[data-slot="api-prop"] button[aria-expanded="false"]').first();
  const name = (await first.getAttribute('aria-label'))!;
  expect(name).toMatch(/^Show full type of /);
  const toggle = page.getByRole('button', { name, exact: true });
  const signature = page.locator(`[id="${(await toggle.getAttribute('aria-controls'))!}"]`);
  await expect(signature).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(signature).toBeVisible();
});

test('a Chinese API page keeps the English descriptions inside a translated page', async ({ page }) => {
  await page.goto('/x/zh/api/tree-view/rich-tree-view/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RichTreeView API');
  await expect(page.getByRole('heading', { name: '属性', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '面包屑导航' })).toContainText('API 参考');
  const demo = page.locator('[data-slot="api-demos"] a').first();
  await expect(demo).toHaveAttribute('href', /^\/x\/zh\/[a-z-]+\//);
  await expect(page.locator('[id="prop-items"]')).toContainText('items');
});
