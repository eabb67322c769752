import { expect, test, waitForHydration, type Page } from './fixtures';

/** Widths of a heading, a paragraph and a code element: they change when the page is drawn in other fonts. */
function textWidths(page: Page) {
  return page.evaluate(() =>
    ['main h1', 'main p', 'main code'].map((selector) => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector(selector)!);
      return `${selector}: ${range.getBoundingClientRect().width.toFixed(1)}`;
    }),
  );
}

/**
 * The fonts arrive later than a fast local server sends them, as on a real connection or a busy machine: the page must
 * settle in its fonts once, and then keep them when the reader follows an in-page link or the `#` changes.
 */
async function loadWithSlowFonts(page: Page, path: string): Promise<string[]> {
  const requests: string[] = [];
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) requests.push(request.url());
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
  return requests;
}

test('in-page links and # changes keep the page in its fonts', async ({ page }) => {
  const requests = await loadWithSlowFonts(page, '/x/react-tree-view/rich-tree-view/selection/');
  await waitForHydration(page);
  const before = await textWidths(page);
  const loaded = requests.length;
  const fontFaces = await page.evaluateHandle(() =>
    [...document.querySelectorAll('style')].find((style) => style.textContent?.includes('@font-face')),
  );
  await page.locator('a[title="Link to this demo"], a[aria-label="Link to this demo"]').first().click();
  await expect(page).toHaveURL(/#demo-/);
  await page.waitForTimeout(600);
  expect(await textWidths(page)).toEqual(before);
  // The same @font-face rules stay in place: no font is requested again. (Moving to another page loads its document
  // since issue 48, with the fonts from the HTTP cache.)
  expect(await fontFaces.evaluate((style) => style?.isConnected)).toBe(true);
  expect(requests.length).toBe(loaded);
});

/** The font files a page requests until its fonts are ready, by name without the hash. */
async function fontFilesOf(page: Page, path: string): Promise<string[]> {
  const files: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/([a-z-]+?)-[\w-]{8}\.woff2$/.exec(request.url())?.[1];
    if (name) files.push(name);
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  return files.sort();
}

test('a page in core characters loads only the two small core font files, and draws its text in them', async ({
  page,
}) => {
  expect(await fontFilesOf(page, '/x/introduction/licensing/')).toEqual(['inter-core', 'mono-core']);
  // check() is true only when every face the text needs has loaded.
  expect(
    await page.evaluate(() => [
      document.fonts.check('16px "Inter Variable"', 'Licensing: seats, keys… “Pro” – 8.12 €'),
      document.fonts.check('14px "JetBrains Mono Variable"', 'setLicenseKey(key);'),
    ]),
  ).toEqual([true, true]);
});

test('a Latin character outside the core (ü in a language name) loads the full Latin file of that font only', async ({
  page,
}) => {
  const files = await fontFilesOf(page, '/x/react-data-grid/localization/');
  // Text below the fold may not be laid out (content-visibility) until the reader gets there.
  const name = page.getByText('Turkish (Türkiye)').first();
  await name.scrollIntoViewIfNeeded();
  await expect(name).toBeVisible();
  await expect.poll(() => files).toContain('inter-latin-wght-normal');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Türkiye'))).toBe(true);
  expect(files).not.toContain('jetbrains-mono-latin-wght-normal');
});
