import { readFileSync } from 'node:fs';
import LZString from 'lz-string';
import { expect, readerActs, test, waitForDemo, waitForHydration, type Page } from './fixtures';

const PAGE = '/x/react-tree-view/rich-tree-view/items/';

const demo = (page: Page, name: string) => page.locator(`#demo-${name}`);

test('the TS/JS toggle switches every demo on the page and is remembered', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const first = demo(page, 'rich-items-basic');
  const second = demo(page, 'rich-items-disabled');
  await expect(first.getByRole('tab', { name: 'rich-items-basic.tsx' })).toBeVisible();
  await expect(first.getByRole('tab', { name: 'rich-recipes.ts' })).toBeVisible();
  await expect(second.locator('[data-slot="demo-code"] pre')).toContainText('<RichTreeView');

  await first.getByRole('button', { name: 'JavaScript' }).click();
  await expect(first.getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'true');
  await expect(second.getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByRole('tab', { name: 'rich-items-basic.js' })).toBeVisible();
  await expect(second.locator('[data-slot="code-block"]').first()).toContainText('rich-items-disabled.js');

  await first.getByRole('tab', { name: 'rich-recipes.js' }).click();
  await expect(first.locator('[data-slot="demo-code"] pre')).not.toContainText('TreeViewBaseItem');

  await page.reload();
  await waitForHydration(page);
  await expect(second.getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'true');
  await second.getByRole('button', { name: 'TypeScript' }).click();
  await expect(first.getByRole('tab', { name: 'rich-items-basic.tsx' })).toBeVisible();
});

test('the demo toolbar is one Tab stop with arrow-key navigation', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const toolbar = demo(page, 'rich-items-basic').getByRole('toolbar', { name: 'Demo actions' });
  const hide = toolbar.getByRole('button', { name: 'Hide code' });
  await hide.focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'TypeScript' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Open in CodeSandbox' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Hide code' })).toBeFocused();
  await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(demo(page, 'rich-items-basic').locator('[data-slot="demo-code"]')).toBeHidden();
  await expect(toolbar.getByRole('button', { name: 'Show code' })).toHaveAttribute('aria-expanded', 'false');
  await expect(toolbar.getByRole('link', { name: 'Link to this demo' })).toHaveAttribute(
    'href',
    '#demo-rich-items-basic',
  );
});

test('Open in StackBlitz / CodeSandbox posts a project with the pinned versions', async ({ page, context }) => {
  const posts: { url: string; body: string }[] = [];
  // Nothing reaches the network: both editors are answered here.
  await context.route(/^https:\/\/(stackblitz\.com|codesandbox\.io)\//, async (route) => {
    posts.push({ url: route.request().url(), body: route.request().postData() ?? '' });
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
  });
  await page.goto('/x/react-date-pickers/quickstart/');
  await waitForHydration(page);
  // The demo is below the first screen: the reader scrolls to it, and it goes live (a press made before that is held and
  // given to the live demo, but a browser opens a new tab only within a few seconds of the press).
  await page.locator('#demo-quickstart-first-picker').scrollIntoViewIfNeeded();
  await waitForDemo(page.locator('#demo-quickstart-first-picker'));
  const toolbar = page.locator('#demo-quickstart-first-picker').getByRole('toolbar');

  const popup = page.waitForEvent('popup');
  await toolbar.getByRole('button', { name: 'Open in StackBlitz' }).click();
  await (await popup).waitForLoadState();
  expect(posts[0]?.url).toBe('https://stackblitz.com/run?file=src%2Fquickstart-first-picker.tsx');
  const fields = new URLSearchParams(posts[0]?.body);
  const manifest = JSON.parse(fields.get('project[files][package.json]') ?? '{}') as {
    dependencies: Record<string, string>;
  };
  expect(manifest.dependencies).toMatchObject({
    '@mui/x-date-pickers': '8.12.0',
    '@mui/material': '7.3.2',
    dayjs: '1.11.13',
    react: '19.1.1',
    'react-dom': '19.1.1',
    '@emotion/react': '11.14.0',
    '@emotion/styled': '11.14.1',
  });
  expect(fields.get('project[files][src/quickstart-first-picker.tsx]')).toContain('AdapterDayjs');

  await toolbar.getByRole('button', { name: 'JavaScript' }).click();
  const popup2 = page.waitForEvent('popup');
  await toolbar.getByRole('button', { name: 'Open in CodeSandbox' }).click();
  await (await popup2).waitForLoadState();
  expect(posts[1]?.url).toBe('https://codesandbox.io/api/v1/sandboxes/define');
  const parameters = new URLSearchParams(posts[1]?.body).get('parameters') ?? '';
  const json = LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'));
  const { files } = JSON.parse(json) as { files: Record<string, { content: string }> };
  const manifest2 = JSON.parse(files['package.json']?.content ?? '{}') as { dependencies: Record<string, string> };
  expect(manifest2.dependencies).toMatchObject({ '@mui/x-date-pickers': '8.12.0', dayjs: '1.11.13' });
  expect(files['src/quickstart-first-picker.jsx']?.content).toContain('AdapterDayjs');
  expect(files['tsconfig.json']).toBeUndefined();
});

test('the styling switch shows and runs the MUI System, CSS and Tailwind versions of a demo', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const basic = demo(page, 'rich-items-basic');
  const toolbar = basic.getByRole('toolbar');
  const preview = basic.locator('[data-slot="demo-preview"]');
  await expect(toolbar.getByRole('button', { name: 'Styling: MUI System' })).toHaveAttribute('aria-pressed', 'true');

  await toolbar.getByRole('button', { name: 'Styling: Tailwind CSS' }).click();
  await expect(toolbar.getByRole('button', { name: 'Styling: Tailwind CSS' })).toHaveAttribute('aria-pressed', 'true');
  await expect(basic.locator('[data-slot="demo-code"] pre')).toContainText('className="min-h-60 min-w-60"');
  const frame = preview.locator('.min-h-60');
  await expect(frame.getByRole('tree', { name: 'Recipes' })).toBeVisible();
  // Tailwind's own CSS applies, from inside the `utilities` cascade layer.
  await expect.poll(() => frame.evaluate((element) => getComputedStyle(element).minHeight)).toBe('240px');
  const layered = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some(
          (rule) =>
            rule instanceof CSSLayerBlockRule && rule.name === 'utilities' && rule.cssText.includes('.min-h-60'),
        );
      } catch {
        return false;
      }
    }),
  );
  expect(layered).toBe(true);

  await toolbar.getByRole('button', { name: 'Styling: CSS' }).click();
  await expect(basic.locator('[data-slot="demo-code"] pre')).toContainText('.recipes-frame');
  await expect(preview.locator('.recipes-frame').getByRole('tree', { name: 'Recipes' })).toBeVisible();

  // The choice is the reader's site-wide preference: it holds after a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(toolbar.getByRole('button', { name: 'Styling: CSS' })).toHaveAttribute('aria-pressed', 'true');
  // The prerendered picture is the default styling's; the reader's first move mounts their styling's live demo.
  await readerActs(page);
  await expect(preview.locator('.recipes-frame')).toBeVisible();
});

test('demo code is highlighted in every version, on a loaded page and after arriving from another page', async ({
  page,
}) => {
  const highlighted = (name: string) =>
    demo(page, name).locator('[data-slot="demo-code"] pre code .tk-keyword').first();
  // Arriving from another demo page: the page's module carries no highlighting, so it is loaded.
  await page.goto('/x/react-tree-view/rich-tree-view/gallery/');
  await waitForHydration(page);
  await page.locator(`[data-slot="nav-permanent"] a[href="${PAGE}"]`).click();
  await expect(page).toHaveURL(PAGE);
  await expect(highlighted('rich-items-basic')).toBeVisible();

  // On a loaded page: what the page shows, then the other language and file.
  await page.goto(PAGE);
  await waitForHydration(page);
  const first = demo(page, 'rich-items-basic');
  await expect(highlighted('rich-items-basic')).toHaveText('import');
  await first.getByRole('button', { name: 'JavaScript' }).click();
  await expect(first.getByRole('tab', { name: 'rich-items-basic.js' })).toBeVisible();
  await expect(highlighted('rich-items-basic')).toHaveText('import');
  await first.getByRole('tab', { name: 'rich-recipes.js' }).click();
  await expect(first.locator('[data-slot="demo-code"] pre')).not.toContainText('TreeViewBaseItem');
  await expect(highlighted('rich-items-basic')).toBeVisible();
});

for (const direction of ['ltr', 'rtl'] as const) {
  test(`on a phone every demo file tab is whole, clear of the Copy button (${direction})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((value) => localStorage.setItem('x-docs-direction', value), direction);
    await page.goto(PAGE);
    const tabs = demo(page, 'rich-items-basic').getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'rich-recipes.ts' })).toBeVisible();
    const problems = await tabs.evaluate((list) => {
      const copy = list.parentElement!.querySelector('[data-slot="copy-button"]')!.getBoundingClientRect();
      const box = list.getBoundingClientRect();
      return [...list.querySelectorAll('[role="tab"]')].flatMap((tab) => {
        const rect = tab.getBoundingClientRect();
        const whole =
          rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5 && tab.scrollWidth <= tab.clientWidth;
        const clear = rect.right <= copy.left || rect.left >= copy.right || rect.bottom <= copy.top;
        return whole && clear ? [] : [`${tab.textContent}: ${Math.round(rect.left)}–${Math.round(rect.right)}`];
      });
    });
    expect(problems).toEqual([]);
  });
}

test('a demo copies its own source file, exactly, although the page script does not carry it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The source text comes back from the prerendered page (scripts/demos/demo-highlighting.ts): a page with several
  // demos checks that each one reads its own.
  await page.goto('/x/react-date-pickers/date-calendar/');
  await waitForHydration(page);
  for (const name of ['date-calendar-basic', 'date-calendar-reference-date', 'date-calendar-week-picker']) {
    // The file as written, but for the final line break every code block leaves out.
    const source = readFileSync(`content/react-date-pickers/demos/${name}.tsx`, 'utf8').replace(/\n$/, '');
    await page.locator(`#demo-${name}`).getByRole('toolbar').getByRole('button', { name: 'Copy the source' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(source);
  }
});
