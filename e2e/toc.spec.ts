import { expect, test, waitForHydration } from './fixtures';

test('the table of contents follows the section being read', async ({ page }) => {
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const toc = page.getByRole('navigation', { name: 'Contents' });
  const links = toc.getByRole('link');
  expect(await links.count()).toBeGreaterThan(2);

  // Jump to the third heading: it becomes the current one.
  const third = links.nth(2);
  const target = (await third.getAttribute('href'))!.slice(1);
  await third.click();
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await expect(toc.locator('[aria-current]')).toHaveAttribute('href', `#${target}`);

  // The heading sits below the sticky header, not under it.
  const top = await page.locator(`[id="${target}"]`).evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(64);

  // Scrolling back to the top takes the mark off that section.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toc.locator(`[aria-current][href="#${target}"]`)).toHaveCount(0);
});

test('every heading in the table of contents exists on the page', async ({ page }) => {
  await page.goto('/x/react-tree-view/accessibility/');
  const hrefs = await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1);
});
