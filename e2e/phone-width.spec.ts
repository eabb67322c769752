import { installAxe, seriousViolations } from './axe';
import { expect, readerActs, test, waitForDemo, type Page } from './fixtures';

/** One page of every kind: home, prose guide, demo guide (with a callout of long inline code), API pages, 404, Chinese. */
const PAGES = [
  '/x/',
  '/x/introduction/licensing/',
  '/x/react-tree-view/simple-tree-view/expansion/',
  '/x/react-data-grid/quickstart/',
  '/x/api/data-grid/data-grid/',
  '/x/api/data-grid/grid-col-def/',
  '/x/api/data-grid/',
  '/x/no-such-page/',
  '/x/zh/react-tree-view/simple-tree-view/expansion/',
  // A long name in an API page's lead, a compiler path as a hook's type, a long word in a guide's heading (issue 53).
  '/x/api/date-pickers/pickers-section-list-section-separator/',
  '/x/api/date-pickers/pickers-section-list-section-content/',
  '/x/api/date-pickers/pickers-section-list-section/',
  '/x/api/charts/use-z-axis/',
  '/x/react-date-pickers/lifecycle/',
  '/x/api/data-grid/grid-charts-integration-context-provider/',
];

/** What sticks out of the window sideways (nothing may: a page wider than a phone drags sideways). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .filter((element) => !element.closest('[style*="overflow"], pre, [data-slot="api-table"]'))
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`);
    return [`page is ${document.documentElement.scrollWidth} px wide in ${width} px`, ...culprits];
  });
}

for (const path of PAGES) {
  test(`${path} is no wider than a phone at 320–414 px, left to right and right to left`, async ({ page }) => {
    for (const direction of ['ltr', 'rtl']) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript((value) => localStorage.setItem('x-docs-direction', value), direction);
      await page.goto(path);
      await readerActs(page);
      await page.waitForLoadState('networkidle');
      for (const width of [320, 390, 414]) {
        await page.setViewportSize({ width, height: 844 });
        expect(await overflow(page), `${direction} at ${width} px`).toEqual([]);
      }
    }
  });
}

/** The phone Lighthouse emulates (its window in CSS pixels). */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

/**
 * Pages whose last section sits right above the page footer: the editing guide ends with the API methods table, whose
 * stacked rows skip layout off-screen (`content-visibility: auto`, src/api-docs/api-table.tsx).
 */
const TARGET_PAGES = [
  '/x/react-data-grid/editing/',
  '/x/introduction/licensing/',
  '/x/api/data-grid/data-grid/',
  '/x/react-charts/bars/',
];

test('on a phone, before any scrolling, every touch target is at least 24 px or has room around it (WCAG 2.2 target size)', async ({
  page,
  context,
}) => {
  // As Lighthouse audits a page: a phone's window, nothing touched or scrolled, so off-screen sections keep the
  // estimated geometry of skipped layout (axe's own sweeps lay every section out first: e2e/axe.ts).
  await installAxe(context);
  await page.setViewportSize(LIGHTHOUSE_PHONE);
  for (const path of TARGET_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, { rules: ['target-size'], asLoaded: true }), path).toEqual([]);
  }
});

test('on a phone, the stacked rows of a reference table keep their links 24 px apart (WCAG 2.2 target size)', async ({
  page,
  context,
}) => {
  // The events guide's table: each row's name links to itself, and its type links to the type's API page just under it.
  await installAxe(context);
  await page.setViewportSize(LIGHTHOUSE_PHONE);
  await page.goto('/x/react-data-grid/events/');
  expect(await seriousViolations(page, { rules: ['target-size'], include: ['[data-slot="api-table"]'] })).toEqual([]);
});

/** Lines inside a word of an element's text (`@mui/x-da|ta-grid`): where a line starts between two word characters. */
async function wordsBroken(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      let previous: { char: string; top: number } | undefined;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
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
          if (previous && top > previous.top + 2 && /\w/.test(previous.char) && /\w/.test(char)) {
            broken.push(`"${element.textContent}" before "${node.data.slice(index)}"`);
          }
          previous = { char, top };
        }
      }
      return broken;
    }),
  );
}

test('the installation table keeps package names whole at 320 px', async ({ page }) => {
  // The "Pick your packages" table used to cut `@mui/x-data-grid-premium` into lines of three letters.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/x/introduction/installation/');
  const table = '#pick-your-packages + p + [data-slot="table"] code';
  await expect(page.locator(table).first()).toBeVisible();
  expect(await wordsBroken(page, table)).toEqual([]);
  expect(await overflow(page)).toEqual([]);
});

test('the date range calendar shows every month of its first demo at 390 px, and a wider demo shows it scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/x/react-date-pickers/date-range-calendar/');
  await readerActs(page);
  await waitForDemo(page.locator('#demo-date-range-calendar-basic'));
  const preview = page.locator('#demo-date-range-calendar-basic [data-slot="demo-preview"]');
  await expect(preview.locator('.MuiDateRangeCalendar-monthContainer')).toHaveCount(2);
  const hidden = await preview.evaluate((box) => {
    const frame = box.getBoundingClientRect();
    return [...box.querySelectorAll('.MuiDateRangeCalendar-monthContainer')]
      .map((month) => month.getBoundingClientRect())
      .filter((month) => month.left < frame.left - 0.5 || month.right > frame.right + 0.5).length;
  });
  expect(hidden, 'months outside the demo box').toBe(0);
  // Three months side by side scroll inside their cell; the cell's edge shadow tells a reader there is more.
  await page.locator('#demo-date-range-calendar-calendars').scrollIntoViewIfNeeded();
  await waitForDemo(page.locator('#demo-date-range-calendar-calendars'));
  const cell = page.locator('#demo-date-range-calendar-calendars [data-slot="demo-cell"]').last();
  await cell.scrollIntoViewIfNeeded();
  expect(await cell.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  expect(await cell.evaluate((box) => getComputedStyle(box).backgroundImage)).toMatch(/radial-gradient/);
});
