import { expect, isSameDocument, markDocument, test, waitForHydration } from './fixtures';

test.describe('side navigation', () => {
  test('a deep page expands its parents and is marked active', async ({ page }) => {
    await page.goto('/x/react-tree-view/rich-tree-view/selection/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const active = nav.locator('[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveText('Selection');
    await expect(active).toHaveAttribute('href', '/x/react-tree-view/rich-tree-view/selection/');
    await expect(active).toBeInViewport();
    await expect(nav.getByRole('button', { name: 'Tree View' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: /^Data Grid/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByText('Rich Tree View', { exact: true })).toBeVisible();
  });

  test('plan markers have accessible names and chips are shown', async ({ page }) => {
    await page.goto('/x/react-tree-view/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const lazy = nav.getByRole('link', { name: /Lazy loading/ });
    await expect(lazy.getByRole('img', { name: 'Pro plan' })).toBeVisible();
    await expect(lazy.getByText('New')).toBeVisible();
  });

  test('clicking an entry loads the next page as a document and moves the active mark', async ({ page }) => {
    await page.goto('/x/react-tree-view/');
    await waitForHydration(page);
    await markDocument(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Quickstart' }).last().click();
    await expect(page).toHaveURL(/\/x\/react-tree-view\/quickstart\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Quickstart');
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', '/x/react-tree-view/quickstart/');
    // Every page is a static document (issue 48): moving between pages loads the next one.
    expect(await isSameDocument(page)).toBe(false);
  });

  test('opening a collapsed group shows its pages', async ({ page }) => {
    await page.goto('/x/react-tree-view/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const group = nav.getByRole('button', { name: /^Introduction/ });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Installation' })).toBeVisible();
  });

  test('a long group label that wraps keeps its plan icon or chip on its last line', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const groups = [
      ['/x/react-date-pickers/date-range-picker/', /^Date Range components/],
      ['/x/react-data-grid/server-side-data/', /^Server-side data/],
    ] as const;
    for (const [path, name] of groups) {
      await page.goto(path);
      const layout = await nav.getByRole('button', { name }).evaluate((button) => {
        const label = button.querySelector('[data-slot="nav-label"]') ?? button.querySelector('span')!;
        const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        let lastText: Node | undefined;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.trim() && !node.parentElement?.closest('[data-slot="nav-chip"], svg')) lastText = node;
        }
        const range = document.createRange();
        range.selectNodeContents(lastText!);
        const lines = [...range.getClientRects()];
        const marker = button.querySelector('[data-slot="plan-icon"], [data-slot="nav-chip"]')!.getBoundingClientRect();
        return { lastLine: lines.at(-1)!.toJSON() as DOMRect, middle: marker.top + marker.height / 2 };
      });
      expect(layout.middle, String(name)).toBeGreaterThan(layout.lastLine.top);
      expect(layout.middle, String(name)).toBeLessThan(layout.lastLine.bottom);
    }
  });

  test('below the lg breakpoint the navigation is a temporary drawer', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/x/react-tree-view/quickstart/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/x\/react-tree-view\/accessibility\/$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  });
});

test.describe('page furniture', () => {
  test('breadcrumbs, edit link and last-updated date', async ({ page }) => {
    await page.goto('/x/react-tree-view/simple-tree-view/items/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs).toContainText('Tree View');
    await expect(crumbs).toContainText('Items');
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /\/edit\/main\/content\/react-tree-view\/simple-tree-view\/items\.mdx$/,
    );
  });

  test('breadcrumb parents link to their section, and what is not a link does not look like one', async ({ page }) => {
    const checks: [string, [string, string][]][] = [
      ['/x/react-tree-view/rich-tree-view/selection/', [['Tree View', '/x/react-tree-view/']]],
      [
        '/x/api/data-grid/data-grid/',
        [
          ['Data Grid', '/x/react-data-grid/'],
          ['API reference', '/x/api/data-grid/'],
        ],
      ],
    ];
    for (const [path, links] of checks) {
      await page.goto(path);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      for (const [name, href] of links) {
        const link = crumbs.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', href);
        await link.focus();
        await expect(link).toBeFocused();
      }
      // Whatever is not a link (the current page) is drawn as text, not in the colour of the links beside it.
      const linkColor = await crumbs
        .getByRole('link')
        .first()
        .evaluate((element) => getComputedStyle(element).color);
      for (const text of await crumbs.locator('li span').all()) {
        expect(await text.evaluate((element) => getComputedStyle(element).color)).not.toBe(linkColor);
      }
      await crumbs.getByRole('link').first().press('Enter');
      await expect(page).toHaveURL(new RegExp(`${links[0]![1]}$`));
    }
  });

  test('previous and next links follow the reading order', async ({ page }) => {
    await page.goto('/x/react-tree-view/quickstart/');
    await waitForHydration(page);
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/x/react-tree-view/');
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/x\/react-tree-view\/simple-tree-view\/items\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('previous and next links name the section a bare title would not make clear', async ({ page }) => {
    // The pager's name is translated on the Chinese page, so its links are found by their slots.
    const title = (direction: 'prev' | 'next') => page.locator(`[data-slot="page-${direction}"] > span`).last();
    await page.goto('/x/react-data-grid/performance/');
    await expect(title('next')).toHaveText('API reference');
    await expect(page.locator('[data-slot="page-next"]')).toHaveAttribute('href', '/x/api/data-grid/');
    await page.goto('/x/react-data-grid/sorting/');
    await expect(title('next')).toHaveText('Filtering');
    await expect(title('prev')).toHaveText('Editing: Recipes');
    await page.goto('/x/react-tree-view/rich-tree-view/items/');
    await expect(title('prev')).toHaveText('Simple Tree View: Focus');
    await page.goto('/x/zh/react-tree-view/rich-tree-view/items/');
    await expect(title('prev')).toHaveText('简单树视图：焦点');
  });

  test('the row grouping lead names the column menu item without a stray ellipsis', async ({ page }) => {
    await page.goto('/x/react-data-grid/row-grouping/');
    const lead = page.locator('[data-slot="prose"] p').first();
    await expect(lead).toContainText('Group by');
    expect(await lead.textContent()).not.toMatch(/…\s*\./);
  });

  test('title, description and canonical tags per page', async ({ page }) => {
    await page.goto('/x/react-tree-view/quickstart/');
    await expect(page).toHaveTitle(/ - X Docs$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/x\/react-tree-view\/quickstart\/$/);
  });

  test('the page has no console errors or hydration warnings', async ({ page, consoleErrors }) => {
    for (const path of [
      '/x/',
      '/x/introduction/',
      '/x/react-tree-view/rich-tree-view/items/',
      '/x/react-data-grid/',
      '/x/react-date-pickers/',
      '/x/react-charts/',
      '/x/react-tree-view/rich-tree-view/lazy-loading/',
    ]) {
      await page.goto(path);
      await waitForHydration(page);
    }
    expect(consoleErrors).toEqual([]);
  });
});
