import { expect, test, waitForHydration, type Page } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

// A static page (the settings panel is an island, the navigation prerendered) and a React page.
const PAGES = ['/x/introduction/licensing/', '/x/react-tree-view/rich-tree-view/selection/'];

async function openIn(page: Page, path: string, direction: 'ltr' | 'rtl') {
  await page.addInitScript((value) => localStorage.setItem('x-docs-direction', value), direction);
  await page.goto(path);
  await waitForHydration(page);
}

for (const path of PAGES) {
  for (const direction of ['ltr', 'rtl'] as const) {
    test(`the settings open from the end edge, beside their button (${direction}): ${path}`, async ({ page }) => {
      await openIn(page, path, direction);
      const button = page.getByRole('button', { name: 'Settings' });
      const buttonBox = (await button.boundingBox())!;
      expect(buttonBox.x < 640).toBe(direction === 'rtl');
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await expect(dialog).toBeVisible();
      await expect
        .poll(async () => {
          const box = (await dialog.boundingBox())!;
          return direction === 'ltr' ? Math.round(box.x + box.width) : Math.round(box.x);
        })
        .toBe(direction === 'ltr' ? 1280 : 0);
    });
  }

  test(`right to left mirrors the components' own styles: rounded outer corners of a button group: ${path}`, async ({
    page,
  }) => {
    await openIn(page, path, 'rtl');
    await page.getByRole('button', { name: 'Settings' }).click();
    const group = page.getByRole('group', { name: 'Text direction' });
    const first = group.getByRole('button').first();
    await expect(first).toHaveText('Left to right');
    // The first button sits at the start edge, the right: its right corners are the group's rounded ones.
    const corners = await first.evaluate((element) => {
      const style = getComputedStyle(element);
      return { right: style.borderTopRightRadius, left: style.borderTopLeftRadius };
    });
    expect(corners.left).toBe('0px');
    expect(corners.right).not.toBe('0px');
    const last = group.getByRole('button').last();
    expect((await first.boundingBox())!.x).toBeGreaterThan((await last.boundingBox())!.x);
  });
}

test('in right to left, a navigation group reads title, plan icon, then chip from the right', async ({ page }) => {
  await openIn(page, '/x/react-data-grid/sorting/', 'rtl');
  const group = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: /^Pivoting/ });
  await expect(group).toBeVisible();
  const boxes = await group.evaluate((button) => {
    const titleText = [...button.querySelectorAll('span')]
      .flatMap((span) => [...span.childNodes])
      .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === 'Pivoting')!;
    const range = document.createRange();
    range.selectNodeContents(titleText);
    const rect = (element: Element | Range) => {
      const { left, right } = element.getBoundingClientRect();
      return { left, right };
    };
    return {
      title: rect(range),
      icon: rect(button.querySelector('[data-slot="plan-icon"]')!),
      chip: rect(button.querySelector('[data-slot="nav-chip"]')!),
    };
  });
  expect(boxes.icon.right).toBeLessThan(boxes.title.left);
  expect(boxes.chip.right).toBeLessThan(boxes.icon.left);
});

test("in right to left, a closed navigation group's chevron points left, the reading direction", async ({ page }) => {
  for (const direction of ['ltr', 'rtl'] as const) {
    await openIn(page, '/x/react-data-grid/sorting/', direction);
    const chevron = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: /^Pivoting/ })
      .locator('svg[data-slot="chevron"]');
    // rotate(±90deg) is matrix(0, ±1, ∓1, 0, 0, 0): the sign of the second value is the turn's direction.
    const sine = await chevron.evaluate((svg) => new DOMMatrix(getComputedStyle(svg).transform).b);
    expect(Math.round(sine)).toBe(direction === 'rtl' ? 1 : -1);
  }
});

test('in right to left, a prerendered date range field keeps its label clear of its icon until the demo goes live', async ({
  page,
}) => {
  // The page's prerendered styles were written left to right: mirrored, the label sits at the start edge (the right)
  // and the calendar icon at the end (the left), as in the live demo.
  // The demo's chunk never arrives, so the demo stays its prerendered picture (a demo in view goes live on its own).
  await page.route(/\/date-range-picker-basic-[^/]*\.js$/, () => undefined);
  await openIn(page, '/x/react-date-pickers/date-range-picker/', 'rtl');
  const preview = page.locator('[data-slot="demo-preview"]').first();
  await expect(preview.locator('[data-slot="demo-placeholder"]')).toHaveCount(1);
  await expect
    .poll(() =>
      preview.evaluate((box) => {
        const label = box.querySelector('label')!.getBoundingClientRect();
        const icon = box.querySelector('.MuiInputAdornment-root')!.getBoundingClientRect();
        return label.left > icon.right ? 'label after the icon, right to left' : 'overlapping or left to right';
      }),
    )
    .toBe('label after the icon, right to left');
});
