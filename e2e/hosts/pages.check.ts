/**
 * One page of each kind on the host under test (playwright.hosts.config.ts: one project per host): it loads under the
 * host's headers with no Content-Security-Policy violation and no console error, and a demo does what it shows.
 */
import type { Page } from '@playwright/test';
import { expect, readerActs, test, waitForDemo, waitForHydration } from '../fixtures';

/** What the reader does with a page's demo, and what they see happen. */
type DemoUse = (page: Page) => Promise<void>;

/** The preview of a demo, once live (a prerendered picture until then, whose elements hydration replaces). */
async function previewOf(page: Page, demo: string) {
  await waitForDemo(page.locator(`#demo-${demo}`));
  return page.locator(`#demo-${demo} [data-slot="demo-preview"]`);
}

const sortColumn: DemoUse = async (page) => {
  const grid = (await previewOf(page, 'sorting-basic')).getByRole('grid');
  await expect(grid).toBeVisible();
  const header = grid.getByRole('columnheader').first();
  await header.locator('.MuiDataGrid-columnHeaderTitle').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
};

const openPicker: DemoUse = async (page) => {
  await (await previewOf(page, 'date-picker-basic')).getByRole('button', { name: /choose date/i }).click();
  await expect(page.getByRole('dialog').getByText('January 1990')).toBeVisible();
};

const hoverChart: DemoUse = async (page) => {
  const preview = await previewOf(page, 'bars-overview-trails');
  await preview.scrollIntoViewIfNeeded();
  // Hovering again until the chart's handlers are attached (its picture is on screen before).
  await expect(async () => {
    const box = (await preview.locator('svg').first().boundingBox())!;
    // The first bar (Karst Ridge, 412 km) spans y 23 to 50 of the chart's 320.
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * (36 / 320), { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * (36 / 320), { steps: 5 });
    await expect(page.getByRole('tooltip').getByText('412 km')).toBeVisible({ timeout: 1000 });
  }).toPass();
};

const expandTreeItem: DemoUse = async (page) => {
  const breakfast = (await previewOf(page, 'rich-items-basic')).getByRole('treeitem', { name: 'Breakfast' });
  await expect(breakfast).toHaveAttribute('aria-expanded', 'false');
  await breakfast.locator('.MuiTreeItem-label').first().click();
  await expect(breakfast).toHaveAttribute('aria-expanded', 'true');
};

/** One page of each kind; a demo page of each product with what its first demo does. */
export const PAGES_OF_EACH_KIND: { kind: string; path: string; use?: DemoUse }[] = [
  { kind: 'home', path: '/x/' },
  { kind: 'prose guide', path: '/x/introduction/licensing/' },
  { kind: 'API page', path: '/x/api/data-grid/data-grid/' },
  { kind: 'Chinese page', path: '/x/zh/introduction/' },
  { kind: 'Data Grid demos', path: '/x/react-data-grid/sorting/', use: sortColumn },
  { kind: 'Date Pickers demos', path: '/x/react-date-pickers/date-picker/', use: openPicker },
  { kind: 'Charts demos', path: '/x/react-charts/bars/', use: hoverChart },
  { kind: 'Tree View demos', path: '/x/react-tree-view/rich-tree-view/items/', use: expandTreeItem },
];

test.beforeEach(async ({ page }) => {
  // Every CSP violation from the first byte on, with the directive that blocked it.
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

for (const { kind, path, use } of PAGES_OF_EACH_KIND) {
  test(`${kind} ${path} loads with no CSP violation or console error${use ? ', and its demo works' : ''}`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    if (use) {
      await readerActs(page);
      await use(page);
    }
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('an unknown path answers 404 with the site 404 page, which loads cleanly', async ({ page, consoleErrors }) => {
  const response = await page.goto('/x/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await violationsOf(page)).toEqual([]);
  // The browser reports the document's own 404 status; nothing else may show up.
  expect(consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
});
