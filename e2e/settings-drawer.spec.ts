import { expect, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

// The settings open from the end edge, the side of the header's settings button, on a static page (the panel is an
// island) and on a React page, in both directions.
for (const path of ['/x/introduction/licensing/', '/x/react-tree-view/rich-tree-view/selection/']) {
  for (const direction of ['ltr', 'rtl'] as const) {
    test(`the settings open from the end edge (${direction}): ${path}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('x-docs-direction', value), direction);
      await page.goto(path);
      await waitForHydration(page);
      const button = page.getByRole('button', { name: 'Settings' });
      const buttonBox = (await button.boundingBox())!;
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await expect(dialog).toBeVisible();
      await expect
        .poll(async () => {
          const box = (await dialog.boundingBox())!;
          return direction === 'ltr' ? Math.round(box.x + box.width) : Math.round(box.x);
        })
        .toBe(direction === 'ltr' ? 1280 : 0);
      // The button the reader pressed is on the same side of the page as the panel.
      expect(buttonBox.x < 640).toBe(direction === 'rtl');
    });
  }
}
