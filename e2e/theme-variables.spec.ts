import { expect, FIRST_ISLAND_TIMEOUT, test, waitForHydration, type Page } from './fixtures';
import { readBuiltPage } from './built-site';

const STATIC_PAGE = '/x/api/data-grid/data-grid/';
const DEMO_PAGE = '/x/react-tree-view/quickstart/';

/** The theme's variable tag of a built page: the Emotion `<Global>` tag that sets `--mui-spacing`. */
function inlineTheme(html: string): string {
  const tag = /<style data-emotion="css-global [^"]+"[^>]*>([^<]*--mui-spacing:[^<]*)<\/style>/.exec(html);
  if (!tag) throw new Error('no theme variable tag in the page');
  return tag[1]!;
}

const rootVariable = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

const themeStylesheetsInHead = (page: Page) =>
  page.evaluate(() => document.head.querySelectorAll('link[rel="stylesheet"][href*="/theme-variables-"]').length);

test('every page inlines only the theme variables it reads, a page of demos too; its islands load the rest', async ({
  page,
}) => {
  for (const path of [STATIC_PAGE, DEMO_PAGE]) {
    const theme = inlineTheme(readBuiltPage(path));
    // Used by the page's own styles in both colour schemes.
    expect(theme).toMatch(/:root,\[data-mui-color-scheme="light"\]\{[^}]*--mui-palette-text-primary:/);
    expect(theme).toMatch(/\[data-mui-color-scheme="dark"\]\{[^}]*--mui-palette-text-primary:/);
    // Read only by components the page does not show until an island opens.
    for (const name of ['--mui-zIndex-drawer', '--mui-shadows-16']) expect(theme, path).not.toContain(`${name}:`);
    expect(readBuiltPage(path)).toContain('theme-variables-');
  }
  // A demo hydrates with the whole theme: the stylesheet is in before its island renders.
  await page.goto(DEMO_PAGE);
  await waitForHydration(page);
  const island = page.locator('[data-slot="demo-island"]').first();
  await island.locator('section').scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-hydrated', 'true', { timeout: FIRST_ISLAND_TIMEOUT });
  expect(await themeStylesheetsInHead(page)).toBe(1);
  expect(await rootVariable(page, '--mui-zIndex-drawer')).toBe('1200');
});

test('the full theme loads when the reader first reaches for an island, and the island is drawn with it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(30_000 + FIRST_ISLAND_TIMEOUT);
  await page.goto(STATIC_PAGE);
  await waitForHydration(page);
  // Reading the page loads no theme stylesheet.
  expect(await themeStylesheetsInHead(page)).toBe(0);
  expect(await rootVariable(page, '--mui-zIndex-drawer')).toBe('');
  expect(await rootVariable(page, '--mui-palette-text-primary')).not.toBe('');

  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible({ timeout: FIRST_ISLAND_TIMEOUT });
  expect(await themeStylesheetsInHead(page)).toBe(1);
  expect(await rootVariable(page, '--mui-zIndex-drawer')).toBe('1200');
  // The drawer stacks by the theme's z-index and is painted with its shadow, both from variables the page lacked.
  const drawer = page.locator('.MuiDrawer-root').first();
  await expect(drawer).toHaveCSS('z-index', '1200');
  await expect(page.locator('.MuiDrawer-paper').first()).not.toHaveCSS('box-shadow', 'none');
  // Switching the colour scheme still colours the page and the island.
  await settings.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  expect(await themeStylesheetsInHead(page)).toBe(1);
  expect(consoleErrors).toEqual([]);
});
