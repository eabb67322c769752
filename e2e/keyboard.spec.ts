import { expect, test, waitForHydration } from './fixtures';

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/x/react-tree-view/quickstart/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator('#main-content')).toBeFocused();
});

test('header, navigation and content are reachable and usable with the keyboard alone', async ({ page }) => {
  await page.goto('/x/react-tree-view/');
  await waitForHydration(page);

  // Tab into the header: the product switcher opens with Enter and closes with Escape.
  const switcher = page.getByRole('button', { name: /Switch product/ });
  for (let i = 0; i < 6 && !(await switcher.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(switcher).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(switcher).toBeFocused();

  // Keep tabbing until a navigation link has focus, then follow it with Enter.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  let reached = false;
  for (let i = 0; i < 40 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await nav.evaluate(
      (element) => element.contains(document.activeElement) && document.activeElement?.tagName === 'A',
    );
  }
  expect(reached).toBe(true);
  const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/.]/g, '\\$&')}$`));
});
