import { expect, test, waitForDemo, waitForHydration } from './fixtures';

const PAGE = '/x/react-date-pickers/quickstart/';

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('fenced code is highlighted at build time, in light and dark schemes', async ({ page }) => {
  await page.goto(PAGE);
  const block = page.locator('[data-slot="code-block"]').first();
  // Highlighted in the prerendered HTML, before any script runs.
  await expect(block.locator('code .line').first()).toBeVisible();
  await expect(block.locator('code [class^="tk-"]').first()).toBeVisible();
  await expect(block).toHaveAttribute('dir', 'ltr');
  const light = await block.evaluate((element) => getComputedStyle(element).backgroundColor);
  // The scheme follows the system by default; switch the system scheme once the page is live.
  await waitForHydration(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect.poll(() => block.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(light);
});

test('the copy button shows Copy, Copied, then Copy again, and fills the clipboard', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const block = page.locator('[data-slot="code-block"]').first();
  const button = block.getByRole('button', { name: 'Copy code' });
  await expect(button).toHaveText('Copy');
  await button.click();
  await expect(button).toHaveText('Copied');
  await expect(block.getByRole('status')).toHaveText('Copied');
  const code = await block.locator('pre').innerText();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.trimEnd());
  await expect(button).toHaveText('Copy', { timeout: 3000 });
});

test('Ctrl+C on a hovered block without a selection copies the whole block', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  const block = page.locator('[data-slot="demo-code"] [data-slot="code-block"]').first();
  // Keyboard copy is the live block's: the demo hydrates once near the viewport, which the hover's scroll brings.
  await block.scrollIntoViewIfNeeded();
  await waitForDemo(page.locator('section[data-slot="demo"]').first());
  await block.locator('pre').hover();
  await page.keyboard.press('ControlOrMeta+c');
  const button = block.getByRole('button', { name: 'Copy code' });
  await expect(button).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("from '@mui/x-date-pickers/DatePicker'");
  expect(copied).toBe((await block.locator('pre').innerText()).trimEnd());
  // Keyboard copies keep "Copied" for 2 s: still there after the 1.2 s of a click.
  await page.waitForTimeout(1500);
  await expect(button).toHaveText('Copied');
  await expect(button).toHaveText('Copy', { timeout: 2000 });
});
