import { expect, test, waitForHydration, type Page } from './fixtures';

/**
 * Back and forward bring the reader to the place they left: the heading they were reading is where it was. Demo pages
 * are the hard case: their previews are boxes the page fills in as demos go live, and a page that comes back shorter
 * than it was cannot be scrolled back to the same place (issue 53).
 */
const CASES = [
  { path: '/x/react-data-grid/sorting/', heading: 'Custom comparator', id: 'custom-comparator', away: 'Pagination' },
  { path: '/x/react-charts/bars/', heading: 'Border radius', id: 'border-radius', away: 'Sparkline' },
];

/** How far the heading may be from where it was, in px. */
const TOLERANCE = 4;

function headingTop(page: Page, id: string): Promise<number> {
  return page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().top);
}

/** Waits until the page has stopped moving: the heading's place and the page's height are the same for 1 s. */
async function settledTop(page: Page, id: string): Promise<number> {
  let last = '';
  let stableSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const now = `${await headingTop(page, id)} ${await page.evaluate(() => document.documentElement.scrollHeight)}`;
    if (now !== last) {
      last = now;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 1000) break;
    await page.waitForTimeout(100);
  }
  return headingTop(page, id);
}

async function leaveByNavLink(page: Page, name: string): Promise<void> {
  const from = page.url();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true }).click();
  await expect.poll(() => page.url()).not.toBe(from);
  await expect(page.locator('h1')).toHaveCount(1);
}

test.use({ viewport: { width: 1280, height: 800 } });
// Demo pages mount Data Grids and charts as the reader passes them: slow on a busy 2-core machine.
test.setTimeout(120_000);

for (const { path, heading, id, away } of CASES) {
  test(`Back after reading down ${path} returns to the same heading`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    // Read down, a screen at a time, until the heading is near the top of the screen.
    for (let step = 0; step < 40 && (await headingTop(page, id)) > 150; step += 1) {
      await page.evaluate((top) => window.scrollBy(0, Math.min(top - 100, 600)), await headingTop(page, id));
      await page.waitForTimeout(150);
    }
    await expect(page.locator(`#${id}`)).toBeInViewport();
    const before = await settledTop(page, id);

    await leaveByNavLink(page, away);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(Math.abs((await settledTop(page, id)) - before)).toBeLessThanOrEqual(TOLERANCE);

    // Forward and Back again: still the same place.
    await page.goForward();
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
    expect(Math.abs((await settledTop(page, id)) - before)).toBeLessThanOrEqual(TOLERANCE);
  });

  test(`Back after following Contents to "${heading}" on ${path} returns to it`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: heading, exact: true }).click();
    await expect(page).toHaveURL(/#/);
    const before = await settledTop(page, id);
    expect(before).toBeLessThan(300);

    await leaveByNavLink(page, away);
    await page.goBack();
    await expect(page).toHaveURL(/#/);
    expect(Math.abs((await settledTop(page, id)) - before)).toBeLessThanOrEqual(TOLERANCE);
  });
}
