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

/**
 * How soon a demo on the first screen must be live without any input: the page's load, 2 s of settling, then the
 * demo's chunks and its first render, on a busy 2-core machine (src/demos/reader-activity.ts).
 */
const LIVE_WITHIN_MS = 12_000;

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

test('a demo in view goes live by itself once the page has settled, with no sign of use', async ({ page }) => {
  const scripts = chunkRequests(page);
  await page.goto('/x/common-concepts/custom-components/');
  await waitForHydration(page);
  const preview = page.locator('#demo-slots-grid-toolbar-props [data-slot="demo-preview"]');
  // Nobody touches the page (Playwright moves no pointer by itself).
  await expect(preview.getByRole('grid')).toBeVisible({ timeout: LIVE_WITHIN_MS });
  await expect(preview.locator('[data-slot="demo-placeholder"]')).toHaveCount(0);
  expect(scripts.some((url) => url.includes('/slots-grid-toolbar-props-'))).toBe(true);
});

for (const path of ['/x/react-data-grid/', '/x/react-data-grid/row-grouping/']) {
  test(`the first demo of ${path} shows its rows within seconds, with no input`, async ({ page }) => {
    await page.goto(path);
    const first = page.locator('[data-slot="demo-preview"]').first();
    await expect(first.getByRole('row').nth(2)).toBeVisible({ timeout: LIVE_WITHIN_MS });
  });
}

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

/**
 * Every box of at least this size (px) in a demo's picture must show something: text, a drawing, an image or a
 * skeleton. Smaller empty boxes are the components' own spacers and icons' frames.
 */
const EMPTY_BOX_PX = 40;

/** Describes each empty box in each picture of the page, and each legend shown beside an undrawn chart. */
function blankPictures(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const drawn = 'path, rect, circle, line, polyline, polygon, text, image, img, input, canvas';
    const painted = (element: Element) => getComputedStyle(element).backgroundImage !== 'none';
    const problems: string[] = [];
    for (const preview of document.querySelectorAll('[data-slot="demo-preview"]')) {
      const demo = preview.closest('section')?.id ?? '?';
      const box = preview.getBoundingClientRect();
      if (box.height < minimum) problems.push(`${demo}: the preview is ${Math.round(box.height)} px high`);
      for (const element of [preview, ...preview.querySelectorAll('div, svg')]) {
        const { width, height } = element.getBoundingClientRect();
        if (width < minimum || height < minimum || element.textContent?.trim() || element.querySelector(drawn))
          continue;
        if (painted(element) || [...element.querySelectorAll('*')].some(painted)) continue;
        problems.push(`${demo}: an empty ${element.localName} of ${Math.round(width)}×${Math.round(height)} px`);
      }
      for (const legend of preview.querySelectorAll('.MuiChartsLegend-root')) {
        const surface = legend.parentElement?.querySelector(':scope > svg');
        const shown = getComputedStyle(legend).visibility === 'visible' && legend.getBoundingClientRect().height > 0;
        if (shown && surface && !surface.querySelector(drawn)) problems.push(`${demo}: a legend over an empty plot`);
      }
    }
    return problems;
  }, EMPTY_BOX_PX);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of [
    '/x/react-data-grid/',
    '/x/react-data-grid/row-grouping/',
    '/x/react-charts/bars/',
    '/x/react-charts/sparkline/',
  ]) {
    test(`no demo of ${path} is an empty box: each shows its picture or a skeleton of its size`, async ({ page }) => {
      await page.goto(path);
      expect(await page.locator('[data-slot="demo-preview"]').count()).toBeGreaterThan(0);
      expect(await blankPictures(page)).toEqual([]);
    });
  }
});
