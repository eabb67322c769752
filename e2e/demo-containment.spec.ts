import { PREVIEW_BOX_AT_1280 } from '../src/demo-sweep/preview-box';
import { expect, readerActs, test, waitForHydration, type Page } from './fixtures';

/**
 * A demo draws inside its own preview box. The Pro and Premium packages, without a licence key, lay a "MUI X Missing
 * license key" watermark over their component, absolutely positioned on its nearest positioned ancestor: when no box
 * of the page was one, every watermark of a page was centred on the body, stacked over the lead and the header.
 */
test.use({ viewport: { width: 1280, height: 800 } });

/** Pages of Pro charts and Pro pickers, several watermarks each. */
const PAGES = ['/x/react-charts/heatmap/', '/x/react-date-pickers/date-range-calendar/', '/x/react-charts/sankey/'];

/** Where each watermark of the page sits against the preview box of its demo. */
function watermarkPlaces(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-slot="demo-preview"] div')]
      .filter((element) => element.childElementCount === 0 && /^MUI X /.test(element.textContent ?? ''))
      .map((watermark) => {
        const preview = watermark.closest<HTMLElement>('[data-slot="demo-preview"]')!;
        const inner = watermark.getBoundingClientRect();
        const outer = preview.getBoundingClientRect();
        return {
          demo: preview.closest('[data-slot="demo"]')?.id ?? '(no demo)',
          positionedOn: watermark.offsetParent === document.body ? 'body' : 'its demo',
          inside:
            inner.left >= outer.left - 1 &&
            inner.right <= outer.right + 1 &&
            inner.top >= outer.top - 1 &&
            inner.bottom <= outer.bottom + 1,
        };
      }),
  );
}

for (const path of PAGES) {
  test(`every licence watermark lies inside its own demo's preview, prerendered and live: ${path}`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const prerendered = await watermarkPlaces(page);
    expect(prerendered.length, 'watermarks in the prerendered page').toBeGreaterThan(0);
    expect(prerendered.filter((place) => place.positionedOn === 'body' || !place.inside)).toEqual([]);

    // The first sign of use makes the demos near the viewport live: the first one then holds no inert picture.
    await readerActs(page);
    const first = page.locator('[data-slot="demo-preview"]').first();
    await expect(first.locator('[data-slot="demo-placeholder"]')).toHaveCount(0);
    await expect(first).toContainText('MUI X');
    const live = await watermarkPlaces(page);
    expect(live.filter((place) => place.positionedOn === 'body' || !place.inside)).toEqual([]);
  });
}

test('the demo sweep mounts demos in a box as wide as the site’s preview at 1280 px', async ({ page }) => {
  // The sweep's overflow check (src/demo-sweep/overflow.ts) is only as true as this box.
  await page.goto('/x/react-date-pickers/date-picker/');
  const box = await page
    .locator('[data-slot="demo-preview"]')
    .first()
    .evaluate((preview) => {
      const style = getComputedStyle(preview);
      return {
        width: Math.round(preview.getBoundingClientRect().width),
        padding: parseFloat(style.paddingLeft),
        border: parseFloat(style.borderLeftWidth),
      };
    });
  expect(box).toEqual({ ...PREVIEW_BOX_AT_1280 });
});
