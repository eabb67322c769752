import { expect, test, waitForHydration, type Page } from './fixtures';
import type { Locator } from '@playwright/test';

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

/** Presses Tab until focus is inside `container` (on an element matching `selector`); false after `max` presses. */
async function tabInto(page: Page, container: Locator, selector = '*', max = 150): Promise<boolean> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await container.evaluate(
      (element, match) => element.contains(document.activeElement) && !!document.activeElement?.matches(match),
      selector,
    );
    if (inside) return true;
  }
  return false;
}

test('every visible header control, present and future, is a Tab stop', async ({ page }) => {
  await page.goto('/x/react-data-grid/');
  await waitForHydration(page);
  const banner = page.getByRole('banner');
  // Whatever the header holds (product switcher, version menu, settings, search once it lands…) must be reachable.
  const controls = await banner.evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex="0"]')]
      .filter((element) => element.getClientRects().length > 0 && !element.hasAttribute('disabled'))
      .map((element, index) => {
        element.dataset.headerControl = String(index);
        return `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent ?? ''}"`;
      }),
  );
  expect(controls.length).toBeGreaterThan(2);
  const reached = new Set<string>();
  for (let i = 0; i < controls.length + 10; i += 1) {
    await page.keyboard.press('Tab');
    const index = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.headerControl);
    if (index !== undefined) reached.add(controls[Number(index)]!);
  }
  expect(controls.filter((control) => !reached.has(control))).toEqual([]);
});

test('a table-of-contents link is reachable with Tab and jumps to its section with Enter', async ({ page }) => {
  await page.goto('/x/react-tree-view/rich-tree-view/items/');
  await waitForHydration(page);
  const toc = page.getByRole('navigation', { name: 'Contents' });
  expect(await tabInto(page, toc, 'a')).toBe(true);
  const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  expect(href).toMatch(/^#./);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/.]/g, '\\$&')}$`));
  await expect(page.locator(`[id="${href!.slice(1)}"]`)).toBeInViewport();
});

test('from the skip link, Tab reaches a demo toolbar, arrows move within it and Enter toggles the code', async ({
  page,
}) => {
  await page.goto('/x/react-tree-view/rich-tree-view/items/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  const toolbar = page.getByRole('toolbar', { name: 'Demo actions' }).first();
  expect(await tabInto(page, toolbar, 'button, a')).toBe(true);
  const first = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).not.toBe(first);
  await page.keyboard.press('Home');
  const toggle = toolbar.getByRole('button', { name: /^(Show|Hide) code$/ });
  await expect(toggle).toBeFocused();
  const expanded = await toggle.getAttribute('aria-expanded');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
});

test('a demo wider than a phone is a labelled scrolling region reachable by Tab; one that fits is not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/x/react-date-pickers/date-range-calendar/');
  await waitForHydration(page);
  // Two months side by side: the live demo is wider than the column.
  const wide = page.locator('#demo-date-range-calendar-basic [data-slot="demo-preview"]');
  await expect(wide).toHaveAttribute('role', 'region');
  await expect(wide).toHaveAttribute('tabindex', '0');
  await expect(wide).toHaveAccessibleName(/date-range-calendar-basic \(scrolls\)/);
  const fits = page.locator('#demo-date-range-calendar-value [data-slot="demo-preview"]');
  await expect(fits).toHaveAttribute('tabindex', '-1');
  await expect(fits).not.toHaveAttribute('role', 'region');
});
