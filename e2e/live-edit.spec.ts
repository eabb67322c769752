import AxeBuilder from '@axe-core/playwright';
import { expect, replaceCode, test, waitForHydration } from './fixtures';

const PAGE = '/x/react-tree-view/rich-tree-view/items/';

test('editing a demo re-renders it, shows errors under the editor, and Reset demo restores it', async ({
  page,
  context,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator('#demo-rich-items-basic');
  const editor = demo.getByRole('textbox', { name: 'Edit the code: rich-items-basic.tsx' });
  const preview = demo.locator('[data-slot="demo-preview"]');
  const errors = demo.locator('[data-slot="live-error"]');
  await expect(preview.getByRole('tree', { name: 'Recipes' })).toBeVisible();
  const original = await editor.inputValue();
  expect(original).toContain('aria-label="Recipes"');

  // Typing from the keyboard edits the code; the demo runs the edit.
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n// my note');
  await expect(demo.locator('[data-slot="code-content"]')).toContainText('// my note');
  await replaceCode(editor, original.replace('aria-label="Recipes"', 'aria-label="My recipes"'));
  await expect(preview.getByRole('tree', { name: 'My recipes' })).toBeVisible();
  await expect(demo.locator('[data-slot="live-status"]')).toContainText('runs your code');

  // A syntax error is reported under the editor; the last working version keeps running.
  await replaceCode(editor, 'export default function Broken() { return <div>; }');
  await expect(errors).toContainText('The edited code did not run');
  await expect(preview.getByRole('tree', { name: 'My recipes' })).toBeVisible();

  // An import the demo did not start with is named.
  await replaceCode(editor, "import pad from 'left-pad';\nexport default () => pad;");
  await expect(errors).toContainText('"left-pad"');

  // A runtime error is caught by the demo's error boundary; the page lives on.
  await replaceCode(editor, "export default function Crash(): never {\n  throw new Error('Crashed on purpose');\n}");
  await expect(preview.getByRole('alert')).toContainText('This demo stopped working.');
  await expect(errors).toContainText('Crashed on purpose');
  await expect(page.locator('#demo-rich-items-disabled [data-slot="demo-preview"]').getByRole('tree')).toBeVisible();

  // The sandbox gets the edited code.
  await replaceCode(editor, original.replace('aria-label="Recipes"', 'aria-label="Sandbox recipes"'));
  await expect(preview.getByRole('tree', { name: 'Sandbox recipes' })).toBeVisible();
  const posts: string[] = [];
  await context.route(/^https:\/\/stackblitz\.com\//, async (route) => {
    posts.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
  });
  const popup = page.waitForEvent('popup');
  await demo.getByRole('button', { name: 'Open in StackBlitz' }).click();
  await (await popup).close();
  expect(new URLSearchParams(posts[0]).get('project[files][src/rich-items-basic.tsx]')).toContain(
    'aria-label="Sandbox recipes"',
  );

  await demo.getByRole('button', { name: 'Reset demo' }).click();
  await expect(editor).toHaveValue(original);
  await expect(preview.getByRole('tree', { name: 'Recipes' })).toBeVisible();
  await expect(errors).toHaveCount(0);
  // Unedited code is shown highlighted again.
  await expect(demo.locator('[data-slot="code-content"] [class^="tk-"]').first()).toBeVisible();
});

test('the live editor is loaded only when a reader edits', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /compile-demo|sucrase|code-editor/i.test(url))).toEqual([]);
  const demo = page.locator('#demo-rich-items-basic');
  await replaceCode(
    demo.getByRole('textbox', { name: /^Edit the code/ }),
    'export default () => <p>Hello from the editor</p>;',
  );
  await expect(demo.locator('[data-slot="demo-preview"]').getByText('Hello from the editor')).toBeVisible();
  expect(scripts.filter((url) => /compile-demo/i.test(url))).toHaveLength(1);
  // The code editor came with the first change, once for the page.
  await expect(demo.locator('[data-slot="code-editor"]')).toBeVisible();
  // The reader scrolls to the second demo, which hydrates (and gets its editor) as it comes near.
  await page.locator('#demo-rich-items-disabled').scrollIntoViewIfNeeded();
  await replaceCode(
    page.locator('#demo-rich-items-disabled').getByRole('textbox', { name: /^Edit the code/ }),
    'export default () => <p>Second edit</p>;',
  );
  await expect(page.locator('#demo-rich-items-disabled [data-slot="code-editor"]')).toBeVisible();
  expect(scripts.filter((url) => /code-editor/i.test(url))).toHaveLength(1);
});

test('once edited, code is highlighted as it is typed, Tab indents, Escape then Tab moves on, and undo works', async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator('#demo-rich-items-basic');
  const editor = demo.getByRole('textbox', { name: 'Edit the code: rich-items-basic.tsx' });
  const hint = demo.locator('[data-slot="editor-keys"]');
  await expect(hint).toBeHidden();
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nconst answer = 42;');
  // The first change brought the code editor in, focused, with the caret where the reader was typing.
  await expect(demo.locator('[data-slot="code-editor"]')).toBeVisible();
  await expect(editor).toBeFocused();
  await expect(demo.locator('[data-slot="code-content"]')).toContainText('}\nconst answer = 42;');
  // Highlighted while typing, in the code block's colours.
  const keyword = demo
    .locator('[data-slot="code-editor"] .cm-line')
    .last()
    .locator('span', { hasText: /^const$/ });
  const colors = await keyword.evaluate((element) => ({
    keyword: getComputedStyle(element).color,
    text: getComputedStyle(element.closest('.cm-content')!).color,
  }));
  expect(colors.keyword).not.toBe(colors.text);
  // Tab indents the line instead of leaving; the way out is written under the code.
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await expect(demo.locator('[data-slot="code-content"]')).toContainText('}\n  const answer = 42;');
  await expect(hint).toBeVisible();
  await expect(hint).toContainText('Esc');
  await expect(editor).toHaveAttribute('aria-describedby', (await hint.getAttribute('id'))!);
  // Undo takes the indentation back.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(demo.locator('[data-slot="code-content"]')).toContainText('}\nconst answer = 42;');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
});

test('an edited demo with an error stays accessible', async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator('#demo-rich-items-basic');
  await replaceCode(demo.getByRole('textbox', { name: /^Edit the code/ }), 'export default function Broken() {');
  await expect(demo.locator('[data-slot="live-error"]')).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('#demo-rich-items-basic')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('an edit is carried to the other code language, types removed, and Reset gives that language its original', async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator('#demo-rich-items-basic');
  const preview = demo.locator('[data-slot="demo-preview"]');
  const code = demo.locator('[data-slot="code-content"]');
  const tsEditor = demo.getByRole('textbox', { name: 'Edit the code: rich-items-basic.tsx' });
  const original = await tsEditor.inputValue();
  // An edit with a type annotation and a type-only import, as a reader writing TypeScript would make.
  const edited = original
    .replace(
      "import Box from '@mui/material/Box';",
      "import Box from '@mui/material/Box';\nimport type { SxProps } from '@mui/material/styles';",
    )
    .replace(
      'export default function',
      'const frame: SxProps = { minHeight: 240, minWidth: 240 };\n\nexport default function',
    )
    .replace('aria-label="Recipes"', 'aria-label="Carried recipes"');
  await replaceCode(tsEditor, edited);
  await expect(preview.getByRole('tree', { name: 'Carried recipes' })).toBeVisible();

  await demo.getByRole('button', { name: 'JavaScript' }).click();
  await expect(demo.getByRole('tab', { name: 'rich-items-basic.js' })).toBeVisible();
  await expect(code).toContainText('aria-label="Carried recipes"');
  await expect(code).toContainText('const frame = { minHeight: 240, minWidth: 240 };');
  await expect(code).not.toContainText('SxProps');
  await expect(preview.getByRole('tree', { name: 'Carried recipes' })).toBeVisible();

  // Back to TypeScript: the JavaScript edit is valid TypeScript and stays; Reset then shows the TypeScript original.
  await demo.getByRole('button', { name: 'TypeScript' }).click();
  await expect(code).toContainText('const frame = { minHeight: 240, minWidth: 240 };');
  await demo.getByRole('button', { name: 'Reset demo' }).click();
  await expect(tsEditor).toHaveValue(original);
  await expect(preview.getByRole('tree', { name: 'Recipes' })).toBeVisible();
});

test('the code does not move when the code editor takes over on the first keystroke', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  const demo = page.locator('#demo-sorting-basic');
  const pre = demo.locator('[data-slot="demo-code"] pre');
  await pre.scrollIntoViewIfNeeded();
  await expect(demo.locator('textarea[data-slot="live-editor"]')).toHaveCount(1);
  /** Where the first character of the code's first line is drawn: the editor's once it exists, else the shown code. */
  const firstCharacter = () =>
    pre.evaluate((element) => {
      const root = element.querySelector('.cm-content') ?? element.querySelector('code')!;
      const text = document.createTreeWalker(root, NodeFilter.SHOW_TEXT).nextNode()!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      return { x: range.getBoundingClientRect().x, editor: root.classList.contains('cm-content') };
    });
  const box = (await pre.boundingBox())!;
  // A click in the middle of the code, then a key, as a reader would.
  await page.mouse.click(box.x + box.width / 2, box.y + 30);
  const before = await firstCharacter();
  expect(before.editor).toBe(false);
  await page.keyboard.type('z');
  await expect(demo.locator('[data-slot="code-editor"] .cm-line').first()).toBeVisible();
  const after = await firstCharacter();
  expect(after.editor).toBe(true);
  expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
  // The editor's lines have no padding of their own, and tabs are as wide as in the shown code.
  const line = demo.locator('.cm-line').first();
  await expect(line).toHaveCSS('padding-left', '0px');
  expect(await demo.locator('.cm-content').evaluate((element) => getComputedStyle(element).tabSize)).toBe(
    await pre.evaluate((element) => getComputedStyle(element).tabSize),
  );
});
