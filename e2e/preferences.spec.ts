import { expect, firstPixel, test, waitForHydration, type Page } from './fixtures';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

const DARK_BACKGROUND = 'rgb(15, 18, 20)'; // hsl(210, 14%, 7%)

test('the colour scheme switches, survives a reload and client-side navigation', async ({ page }) => {
  await page.goto('/x/react-tree-view/');
  await waitForHydration(page);
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Quickstart' })
    .last()
    .click();
  await expect(page).toHaveURL(/quickstart\/$/);
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f1214');
});

test('system follows the operating system scheme live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
});

test('a stored dark scheme is applied at first paint, before any script bundle runs', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'dark'));
  // Hold back every script bundle: only the inline scripts of the HTML can act before paint.
  await page.route('**/x/assets/*.js', () => {});
  await page.goto('/x/introduction/licensing/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
  // What is painted, not just what is computed: the first pixels on screen are the dark background.
  const shot = await page.screenshot({ clip: { x: 1300, y: 300, width: 1, height: 1 } });
  expect(firstPixel(shot)).toBe(DARK_BACKGROUND);
});

test('right-to-left flips the page, keeps code left-to-right and persists', async ({ page }) => {
  await page.goto('/x/react-tree-view/quickstart/');
  await waitForHydration(page);
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'Right to left' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const main = page.locator('main');
  expect((await nav.boundingBox())!.x).toBeGreaterThan((await main.boundingBox())!.x);
  await expect(page.locator('[data-slot="code-block"]').first()).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForHydration(page);
  expect((await nav.boundingBox())!.x).toBeGreaterThan((await main.boundingBox())!.x);
  const layers = await page.evaluate(() => document.querySelector('style')?.textContent);
  expect(layers).toBe('@layer theme, docsearch, mui, utilities;');
});

test('code language and code styling are stored in one-year cookies', async ({ page, context }) => {
  await page.goto('/x/react-tree-view/');
  await waitForHydration(page);
  const settings = await openSettings(page);
  await settings.getByRole('button', { name: 'JavaScript' }).click();
  await settings.getByRole('button', { name: 'Tailwind CSS' }).click();
  const cookies = await context.cookies();
  const now = Date.now() / 1000;
  for (const [name, value] of [
    ['codeVariant', 'JS'],
    ['codeStyling', 'tailwind'],
  ]) {
    const cookie = cookies.find((item) => item.name === name);
    expect(cookie?.value).toBe(value);
    expect(cookie!.expires - now).toBeGreaterThan(31536000 - 120);
    expect(cookie!.expires - now).toBeLessThanOrEqual(31536000 + 5);
    expect(cookie?.path).toBe('/');
  }
  await page.reload();
  await waitForHydration(page);
  const again = await openSettings(page);
  await expect(again.getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'true');
  await expect(again.getByRole('button', { name: 'Tailwind CSS' })).toHaveAttribute('aria-pressed', 'true');
});

test('a demo file named in the hash sets the code styling and language on first load', async ({ page }) => {
  await page.goto('/x/react-tree-view/#css-basic-tree.js');
  await waitForHydration(page);
  const settings = await openSettings(page);
  await expect(settings.getByRole('button', { name: 'CSS', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(settings.getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'true');
});

test('tampered cookies and hostile hashes fall back to defaults and inject nothing', async ({ page, context }) => {
  await context.addCookies([
    { name: 'codeStyling', value: '%3Cscript%3Ealert(1)%3C%2Fscript%3E', domain: '127.0.0.1', path: '/' },
    { name: 'codeVariant', value: 'python', domain: '127.0.0.1', path: '/' },
  ]);
  await page.addInitScript(() => window.localStorage.setItem('x-docs-direction', 'sideways'));
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`/x/react-tree-view/#"><img src=x onerror=alert(1)>.tsx`);
  await waitForHydration(page);
  await page.goto(`/x/react-tree-view/#${'%'.repeat(3)}${'a'.repeat(5000)}.tsx`);
  await waitForHydration(page);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'sideways');
  const settings = await openSettings(page);
  await expect(settings.getByRole('button', { name: 'MUI System' })).toHaveAttribute('aria-pressed', 'true');
  await expect(settings.getByRole('button', { name: 'TypeScript' })).toHaveAttribute('aria-pressed', 'true');
  await expect(settings.getByRole('button', { name: 'Left to right' })).toHaveAttribute('aria-pressed', 'true');
});

test('a code styling named in the hash is remembered in the cookie, on React and static pages', async ({
  page,
  context,
}) => {
  const styling = async () => (await context.cookies()).find((cookie) => cookie.name === 'codeStyling');
  // Each address is a first load (another page: a new hash on the same page would be a same-document navigation).
  // A hash that names no styling, or ends in .ts, leaves the cookie alone.
  for (const path of ['/x/react-tree-view/#selection', '/x/react-tree-view/quickstart/#tailwind-SomeDemo.ts']) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await styling()).toBeUndefined();
  }

  // React page: Tailwind from the hash is written for a year, and the next page keeps it.
  await page.goto('/x/react-tree-view/rich-tree-view/items/#tailwind-SomeDemo.tsx');
  await waitForHydration(page);
  await expect.poll(async () => (await styling())?.value).toBe('tailwind');
  expect((await styling())!.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 120);
  await page.goto('/x/react-tree-view/quickstart/');
  await waitForHydration(page);
  const settings = await openSettings(page);
  await expect(settings.getByRole('button', { name: 'Tailwind CSS' })).toHaveAttribute('aria-pressed', 'true');

  // Static page (no React): the same rule.
  await page.goto('/x/introduction/licensing/#css-SomeDemo.js');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-page-runtime', 'static');
  await expect.poll(async () => (await styling())?.value).toBe('css');
  await page.goto('/x/introduction/installation/#system-SomeDemo.ts');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-page-runtime', 'static');
  expect((await styling())?.value).toBe('css');
});
