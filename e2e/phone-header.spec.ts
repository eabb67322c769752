import { expect, test } from '@playwright/test';

/**
 * Issue 28, item 5: at phone widths the header's controls must all be on screen, side by side, none cut: the version
 * chip used to overlap the product switcher and the search button ran off the edge at 390 px. (Below 360 px the logo
 * link steps aside for the product name.)
 */
const WIDTHS = [320, 360, 375, 390, 414];
// The Pickers' name is the longest product name; the Chinese header has its own strings.
const PAGES = [
  '/x/react-data-grid/',
  '/x/react-date-pickers/',
  '/x/zh/react-data-grid/',
  '/x/api/data-grid/data-grid/',
];
/** The header's visible controls at phone widths, in reading order. */
const PARTS = ['open-navigation', 'product-button', 'version-button', 'search-button', 'settings-button'];

for (const path of PAGES) {
  test(`the header fits 320–414 px without overlap or clipping: ${path}`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(path);
      const boxes = [];
      for (const slot of PARTS) {
        const control = page.locator(`[data-slot="header"] [data-slot="${slot}"]`).first();
        const box = await control.boundingBox();
        expect(box, `${slot} at ${width} px`).not.toBeNull();
        boxes.push({ slot, ...box! });
        // Nothing inside a control is cut off or ellipsised: every visible line of text lies inside the control's box
        // (visually hidden text, clipped to nothing, is read but never shown) and no text is truncated with an ellipsis.
        const clipped = await control.evaluate((element) => {
          const outer = element.getBoundingClientRect();
          const hidden = (node: Element | null): boolean =>
            node !== null &&
            node !== element &&
            (getComputedStyle(node).clip === 'rect(0px, 0px, 0px, 0px)' || hidden(node.parentElement));
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            if (!text.textContent?.trim() || hidden(text.parentElement)) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            for (const line of range.getClientRects()) {
              if (line.width === 0) continue;
              if (line.left < outer.left - 0.5 || line.right > outer.right + 0.5)
                return `"${text.textContent}" runs out of its box`;
            }
          }
          const cut = [element, ...element.querySelectorAll('*')].find(
            (node) =>
              node instanceof HTMLElement &&
              getComputedStyle(node).textOverflow === 'ellipsis' &&
              node.scrollWidth > node.clientWidth,
          );
          return cut ? `"${cut.textContent}" is ellipsised` : false;
        });
        expect(clipped, `${slot} is cut at ${width} px`).toBe(false);
      }
      for (const box of boxes) {
        expect(box.x, `${box.slot} starts inside the screen at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${box.slot} ends inside the screen at ${width} px`).toBeLessThanOrEqual(width);
      }
      for (let index = 1; index < boxes.length; index += 1) {
        const [before, after] = [boxes[index - 1]!, boxes[index]!];
        expect(after.x, `${after.slot} starts after ${before.slot} ends at ${width} px`).toBeGreaterThanOrEqual(
          before.x + before.width,
        );
      }
    }
  });
}
