import ts from 'typescript';
import { expect, test, waitForDemo, waitForHydration } from './fixtures';
import { COPIED_AFTER_KEYBOARD_MS } from '../src/code/copy-timing';

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
  const button = block.getByRole('button', { name: 'Copy code' });
  // How long "Copied" stays is timed in the page: a fixed wait in the test, after the checks below, outlasted it on a
  // busy machine. The first change of the button's text is to "Copied", the last back to "Copy".
  await button.evaluate((element) => {
    const changes: number[] = [];
    (window as unknown as { copyLabelChanges: number[] }).copyLabelChanges = changes;
    new MutationObserver(() => changes.push(performance.now())).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.keyboard.press('ControlOrMeta+c');
  await expect(button).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("from '@mui/x-date-pickers/DatePicker'");
  expect(copied).toBe((await block.locator('pre').innerText()).trimEnd());
  await expect(button).toHaveText('Copy', { timeout: COPIED_AFTER_KEYBOARD_MS + 5000 });
  const shownMs = await page.evaluate(() => {
    const changes = (window as unknown as { copyLabelChanges: number[] }).copyLabelChanges;
    return changes[changes.length - 1]! - changes[0]!;
  });
  // Keyboard copies keep "Copied" for 2 s, longer than the 1.2 s of a click (a timer fires late, never early).
  expect(shownMs).toBeGreaterThanOrEqual(COPIED_AFTER_KEYBOARD_MS - 50);
});

test('Copy on a demo that imports helper files gives one file that runs on its own', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  const demo = page.locator('#demo-sorting-basic');
  await demo.scrollIntoViewIfNeeded();
  await waitForDemo(demo);
  // The file tabs list the demo and the helpers it imports.
  await expect(demo.getByRole('tab', { name: /^use-demo-data\.ts/ })).toBeVisible();
  await demo.getByRole('button', { name: 'Copy the source' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('// sorting-basic.tsx, with');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const imported = ts.preProcessFile(copied, true, true).importedFiles.map((file) => file.fileName);
  expect(imported.filter((specifier) => specifier.startsWith('.'))).toEqual([]);
  expect(imported).toContain('@mui/x-data-grid');
  const source = ts.createSourceFile('sorting-basic.tsx', copied, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  expect((source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
  for (const helper of ['function useDemoData', 'const employeeDataset', 'export default function SortingBasic']) {
    expect(copied).toContain(helper);
  }

  // A helper's own tab copies that file as shown.
  await demo.getByRole('tab', { name: /^use-demo-data\.ts/ }).click();
  await demo.getByRole('button', { name: 'Copy the source' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toContain('// sorting-basic.tsx');
  const helper = await page.evaluate(() => navigator.clipboard.readText());
  expect(helper).toMatch(/^export function useDemoData/m);
  expect(helper).toContain("from './");
});
