import { expect, test, type Page } from './fixtures';

/** API pages with long prop names, long defaults and long class names (issue 31, item 1). */
const PAGES = [
  '/x/api/data-grid/data-grid/',
  '/x/api/data-grid/grid-col-def/',
  '/x/api/date-pickers/date-picker/',
  '/x/api/tree-view/rich-tree-view/',
  '/x/api/charts/bar-chart/',
];

/**
 * Every problem that makes a member row unreadable: a name, type or default running out of its cell or over another
 * piece of the row, a word-like value broken across lines, a raw Markdown backtick, a column header broken. With
 * `wholeIdentifiers` (desktop width, where the member column has room), a line break inside an identifier
 * (`GridExperimenta|lFeatures`) is one too.
 */
async function tableProblems(page: Page, { wholeIdentifiers = false } = {}): Promise<string[]> {
  return page.evaluate((wholeIdentifiers) => {
    const problems: string[] = [];
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    for (const header of document.querySelectorAll<HTMLElement>('[data-slot="api-table"] thead th')) {
      const lineHeight = parseFloat(getComputedStyle(header).lineHeight);
      const text = header.firstChild ? document.createRange() : undefined;
      text?.selectNodeContents(header);
      if ((text?.getClientRects().length ?? 0) > 1 || header.scrollWidth > header.clientWidth) {
        problems.push(`header "${header.textContent}" breaks (line height ${lineHeight})`);
      }
    }
    for (const row of document.querySelectorAll<HTMLElement>('[data-slot="api-table"] tbody tr')) {
      const pieces = [
        ...row.querySelectorAll<HTMLElement>(
          ':scope > * > a > code, [data-slot="api-type"] > code, :scope > * > dl code, :scope > td:nth-child(n+2) > code',
        ),
      ];
      for (const piece of pieces) {
        if (piece.closest('[hidden]')) continue;
        const cell = piece.closest('th, td')!;
        const box = piece.getBoundingClientRect();
        if (!inside(box, cell.getBoundingClientRect()))
          problems.push(`${row.id}: "${piece.textContent}" leaves its cell`);
        for (const other of pieces.filter((candidate) => !candidate.closest('[hidden]'))) {
          // Line by line: a long code span in a sentence wraps, and its bounding box spans the lines it touches.
          if (
            other !== piece &&
            !piece.contains(other) &&
            !other.contains(piece) &&
            [...piece.getClientRects()].some((a) => [...other.getClientRects()].some((b) => overlap(a, b)))
          ) {
            problems.push(`${row.id}: "${piece.textContent}" overlaps "${other.textContent}"`);
          }
        }
        // A short word (`"standard"`, `false`, `apiRef`) must not be cut: it sits on one line.
        const value = piece.textContent ?? '';
        const lines = new Set([...piece.getClientRects()].map((rect) => Math.round(rect.top)));
        if (!/\s/.test(value) && value.length <= 16 && lines.size > 1) {
          problems.push(`${row.id}: "${value}" is broken across lines`);
        }
        if (wholeIdentifiers && lines.size > 1) {
          // Character by character: the line a character sits on, and whether it starts a line inside a word.
          let previous: { char: string; top: number } | undefined;
          const walker = document.createTreeWalker(piece, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            for (let index = 0; index < node.data.length; index += 1) {
              const range = document.createRange();
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const char = node.data[index]!;
              const rect = range.getClientRects()[0];
              // A space at the end of a line takes no room: it still parts two words.
              if (/\s/.test(char)) previous = { char, top: previous?.top ?? 0 };
              if (!rect || rect.width === 0) continue;
              const top = Math.round(rect.top);
              if (previous && top > previous.top + 2 && /[\w$]/.test(previous.char) && /[\w$]/.test(char)) {
                problems.push(
                  `${row.id}: "${value}" is broken inside a word, before "${node.data.slice(index, index + 12)}"`,
                );
              }
              previous = { char, top };
            }
          }
        }
      }
      if (/`/.test(row.querySelector('th')?.textContent ?? ''))
        problems.push(`${row.id}: raw backtick in "${row.querySelector('th')?.textContent}"`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`);
    }
    return problems;
  }, wholeIdentifiers);
}

for (const width of [1280, 390]) {
  test.describe(`API tables at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });
    for (const path of PAGES) {
      test(`every name, type and default is readable on ${path}`, async ({ page }) => {
        await page.goto(path);
        const problems = await tableProblems(page, { wholeIdentifiers: width > 600 });
        expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
      });
    }
  });
}

test('an API page opens with a real title, a one-line description and its plan', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid-pro/');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('DataGridPro API');
  expect(await title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(28);
  expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).not.toMatch(/mono/i);
  await expect(page.locator('[data-slot="api-lead"]')).toHaveText(/\S/);
  await expect(page.locator('[data-slot="api-plan"]')).toContainText('Pro plan');
});

test('a JSDoc list reads as a list, not as one line of "- " bullets', async ({ page }) => {
  // DatePicker's `autoFocus`: "This main element is:" followed by two bullets, with no blank line before them.
  await page.goto('/x/api/date-pickers/date-picker/');
  const description = page.locator('#prop-autoFocus > td');
  await expect(description.locator('ul > li')).toHaveCount(2);
  await expect(description).not.toContainText('- the');
});
