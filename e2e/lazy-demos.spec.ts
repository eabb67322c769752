import { expect, test, waitForDemo, waitForHydration, type Page } from './fixtures';

const GALLERY = '/x/react-tree-view/rich-tree-view/gallery/';
/** The last demo of the gallery, far below the fold. */
const LAST = 'rich-editing-api';

function chunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const isLastDemoChunk = (url: string) => url.includes(`/${LAST}-`);

test('a demo below the fold is server-rendered and loads its code only when scrolled near', async ({ page }) => {
  const scripts = chunkRequests(page);
  await page.goto(GALLERY);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const last = page.locator(`#demo-${LAST}`);
  // Its HTML is there from the server, without its code.
  await expect(last.locator('[data-slot="demo-preview"]').getByRole('tree')).toHaveCount(1);
  expect(scripts.some(isLastDemoChunk)).toBe(false);
  const box = await last.locator('[data-slot="demo-preview"]').boundingBox();

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some(isLastDemoChunk)).toBe(true);
  // The same box: the server HTML stayed in place while the code loaded.
  const after = await last.locator('[data-slot="demo-preview"]').boundingBox();
  expect(after?.height).toBe(box?.height);
  // Now it is live: its buttons act on the tree.
  const preview = last.locator('[data-slot="demo-preview"]');
  await expect(async () => {
    await preview.getByRole('button', { name: 'Prefix with draft-' }).click();
    await expect(preview.getByText('draft-main.tsx')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(preview.getByRole('button').first()).toBeEnabled();
});

test('?eager-demos loads every demo at once', async ({ page }) => {
  const scripts = chunkRequests(page);
  await page.goto(`${GALLERY}?eager-demos`);
  await waitForHydration(page);
  await expect.poll(() => scripts.some(isLastDemoChunk)).toBe(true);
});

test('a demo in view stays a prerendered picture until the reader does something, then goes live', async ({ page }) => {
  const scripts = chunkRequests(page);
  await page.goto('/x/common-concepts/custom-components/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const preview = page.locator('#demo-slots-grid-toolbar-props [data-slot="demo-preview"]');
  // On screen from the server, but inert and without its code while the reader only looks.
  await expect(preview.locator('[data-slot="demo-placeholder"]')).toHaveCount(1);
  await expect(preview.getByRole('grid')).toHaveCount(0);
  expect(scripts.some((url) => url.includes('/slots-grid-toolbar-props-'))).toBe(false);

  await page.mouse.move(200, 200);
  await expect(preview.getByRole('grid')).toBeVisible();
  await expect(preview.locator('[data-slot="demo-placeholder"]')).toHaveCount(0);
  expect(scripts.some((url) => url.includes('/slots-grid-toolbar-props-'))).toBe(true);
});

test("the side navigation scrolling to the page's entry is not taken for the reader's activity", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/x/react-data-grid/row-grouping/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The entry is far down the Data Grid's branch, so hydrating scrolled the navigation (not the page) to it.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  expect(await nav.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  const preview = page.locator('[data-slot="demo-preview"]').first();
  await expect(preview.locator('[data-slot="demo-placeholder"]')).toHaveCount(1);
  await expect(preview.getByRole('grid')).toHaveCount(0);
});

test('a demo hydrates only when needed, and the first press on a waiting demo is not lost', async ({ page }) => {
  await page.goto('/x/react-data-grid/row-grouping/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const demos = page.locator('section[data-slot="demo"]');
  const last = demos.last();
  // Hydrated, the first file of a demo's code gets its live editor: the first demo, near the viewport, has it; the
  // last one, far down the page, stays as the server wrote it.
  await waitForDemo(demos.first());
  await expect(last.locator('[data-slot="live-editor"]')).toHaveCount(0);
  expect(await page.locator('[data-slot="live-editor"]').count()).toBeLessThan(await demos.count());

  // The click scrolls to the last demo and presses at once.
  await last.getByRole('button', { name: 'Hide code' }).click();
  await expect(last.locator('[data-slot="demo-code"]')).toBeHidden();
  await expect(last.getByRole('button', { name: 'Show code' })).toHaveAttribute('aria-expanded', 'false');
  await expect(last.locator('[data-slot="live-editor"]')).toHaveCount(1);
});

test('a change of the location hash leaves a waiting demo as it is, in place', async ({ page }) => {
  await page.goto('/x/react-data-grid/row-grouping/');
  await waitForHydration(page);
  const demos = page.locator('section[data-slot="demo"]');
  const count = await demos.count();
  const id = await demos.last().getAttribute('id');
  const last = page.locator(`section#${id}`);
  await expect(last.locator('[data-slot="live-editor"]')).toHaveCount(0);
  const box = await last.boundingBox();
  // Each demo is an island of its own: nothing above it renders again when the location changes (with React Router's
  // location context above them, every waiting demo of the page used to be rendered anew).
  await page.evaluate(() => {
    window.location.hash = '#no-such-heading';
  });
  await page.waitForTimeout(500);
  await expect(last.locator('[data-slot="live-editor"]')).toHaveCount(0);
  await expect(page.locator('[inert] > section[data-slot="demo"]')).toHaveCount(0);
  expect(await demos.count()).toBe(count);
  expect(await last.boundingBox()).toEqual(box);
});
