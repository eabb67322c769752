import AxeBuilder from '@axe-core/playwright';
import { expect, readerActs, replaceCode, test, waitForHydration } from './fixtures';

/** A Data Grid Premium demo whose helpers come from content/demo-data (three more files in its tabs). */
const PAGE = '/x/react-data-grid/components/ai-assistant-panel/';
const DEMO = '#demo-ai-assistant-panel-trigger';
const CHECKER = /type-check|\/assets\/types-[\w-]+\.json/;

test('a type error in an edited demo is underlined with TypeScript’s message and summed up, while the demo runs on', async ({
  page,
  context,
}) => {
  // The first check starts a worker that loads TypeScript and the packs: seconds on a busy machine.
  test.setTimeout(120_000);
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator(DEMO);
  const preview = demo.locator('[data-slot="demo-preview"]');
  const editor = demo.getByRole('textbox', { name: /^Edit the code/ });
  const status = demo.locator('[data-slot="type-status"]');
  await readerActs(page);
  await expect(preview.getByRole('grid')).toBeVisible();
  const original = await editor.inputValue();
  expect(original).toContain('<DataGridPremium');

  // A wrong prop type: the preview still runs the edit (Sucrase does not check types).
  await replaceCode(editor, original.replace('<DataGridPremium', '<DataGridPremium rowHeight="tall"'));
  const underline = demo.locator('[data-slot="code-editor"] .cm-lintRange-error');
  await expect(underline).toHaveText('rowHeight', { timeout: 60_000 });
  await expect(status).toContainText('1 type error: line');
  await expect(status).toContainText("Type 'string' is not assignable to type 'number'");
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(preview.getByRole('grid')).toBeVisible();
  await expect(demo.locator('[data-slot="live-error"]')).toHaveCount(0);
  // The code, the underline and the summary (the grid's own unlicensed watermark is not this feature's).
  const axe = await new AxeBuilder({ page })
    .include(`${DEMO} [data-slot="demo-code"]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  // The message shows where the error is, on hover.
  await underline.hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText("Type 'string' is not assignable to type 'number'");

  // TypeScript ran in a worker with the base and Data Grid packs only.
  expect(requests.filter((url) => /type-check\.worker/.test(url))).toHaveLength(1);
  const packs = requests
    .filter((url) => /\/assets\/types-/.test(url))
    .map((url) => url.replace(/^.*\/types-([a-z-]+)-.*$/, '$1'));
  expect(packs.sort()).toEqual(['base', 'data-grid']);

  // Fixed: the underline goes, and the summary says so.
  await replaceCode(editor, original.replace('<DataGridPremium', '<DataGridPremium rowHeight={40}'));
  await expect(status).toHaveText('No type errors.', { timeout: 30_000 });
  await expect(underline).toHaveCount(0);
  await expect(preview.getByRole('grid')).toBeVisible();
});

test('a page that is never edited loads no type checker and no type pack', async ({ page, context }) => {
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(PAGE);
  await waitForHydration(page);
  await readerActs(page);
  const demo = page.locator(DEMO);
  await expect(demo.locator('[data-slot="demo-preview"]').getByRole('grid')).toBeVisible();
  // Focusing the code (which loads the editor's code) and showing the code tabs is not editing.
  await demo.getByRole('textbox', { name: /^Edit the code/ }).focus();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => CHECKER.test(url))).toEqual([]);
  expect(workers).toEqual([]);
  await expect(demo.locator('[data-slot="type-status"]')).toBeEmpty();
});
