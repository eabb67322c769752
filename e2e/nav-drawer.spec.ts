import { expect, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

// A static page (the drawer is an island) and a React page.
for (const path of ['/x/introduction/licensing/', '/x/react-tree-view/rich-tree-view/selection/']) {
  for (const direction of ['ltr', 'rtl'] as const) {
    test(`the phone navigation opens from the start edge (${direction}) and has a close button: ${path}`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('x-docs-direction', value), direction);
      await page.goto(path);
      // Both kinds of page mark when their script has started (static pages wire the button without React).
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav).toBeVisible();
      const paper = page.locator('.MuiDrawer-paper');
      await expect
        .poll(async () => {
          const box = (await paper.boundingBox())!;
          return direction === 'ltr' ? Math.round(box.x) : Math.round(box.x + box.width);
        })
        .toBe(direction === 'ltr' ? 0 : 390);
      const close = page.getByRole('button', { name: 'Close navigation' });
      await expect(close).toBeVisible();
      await close.focus();
      await expect(close).toBeFocused();
      await close.press('Enter');
      await expect(nav).toBeHidden();
    });
  }
}

test('the product menu draws its keyboard focus ring inside the focused item, where no neighbour hides it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/x/react-tree-view/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Switch product: Tree View' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const focused = page.locator('[role="menuitem"]:focus');
  await expect(focused).toHaveCount(1);
  const ring = await focused.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
    };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // The ring lies within the item's own box: the items above and below and the menu's edges cannot cover it.
  expect(ring.offset + ring.width).toBeLessThanOrEqual(0);
});
