import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './fixtures';
import { listBuiltPages } from './built-site';
import { LAZY_DEMO_ROOT_MARGIN } from '../src/demos/demo-gate';

/** How far below the viewport a demo goes live (the page's IntersectionObserver margin), in pixels. */
const LAZY_DEMO_MARGIN_PX = Number.parseInt(LAZY_DEMO_ROOT_MARGIN, 10);

/** Generated API pages share a handful of templates: a sample of each kind stands for all ~900. */
const API_SAMPLE = [
  '/x/api/data-grid/',
  '/x/api/data-grid/data-grid-premium/',
  '/x/api/data-grid/grid-col-def/',
  '/x/api/date-pickers/date-range-picker/',
  '/x/api/charts/line-chart/',
  '/x/api/charts/use-drawing-area/',
  '/x/api/tree-view/rich-tree-view/',
  '/x/zh/api/tree-view/rich-tree-view/',
];
/** Every built guide page in both languages (new pages are covered as they land), plus the API sample. */
const pages = [...listBuiltPages().filter((page) => !page.includes('/api/')), ...API_SAMPLE];

/** How long the page must stay settled (demos near the viewport live, trees filled) before the first audit, ms. */
const SETTLE_MS = 400;

/** The WCAG A/AA rules whose outcome depends on the colour scheme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Serious and critical WCAG 2.x A/AA violations on the current page, one line each. */
async function violations(
  page: import('@playwright/test').Page,
  settleMs: number,
  rules?: readonly string[],
): Promise<string[]> {
  // Demos within reach of the viewport load their chunk after hydration: audit them once they are live. The others
  // stay inert placeholders (a picture of the prerendered demo), which readers cannot reach and axe skips. "Within
  // reach" is measured on the demo's preview box, the element the page observes (src/demos/deferred-demo.tsx).
  // Lazily loaded trees fetch their first level once their demo is live: audit them once it has arrived. Both must
  // hold for `settleMs`, so a demo pulled in as the page settles is waited for too.
  await page.evaluate(() => delete (window as { settledSince?: number }).settledSince);
  await page
    .waitForFunction(
      ({ margin, settle }) => {
        const state = window as { settledSince?: number };
        const demosSettled = [...document.querySelectorAll('[data-slot="demo-placeholder"]')].every(
          (element) =>
            (element.closest('[data-slot="demo-preview"]') ?? element).getBoundingClientRect().top >
            window.innerHeight + margin,
        );
        const treesFilled = [...document.querySelectorAll('[role="tree"]')]
          .filter((tree) => !tree.closest('[data-slot="demo-placeholder"]'))
          .every((tree) => tree.querySelector('[role="treeitem"]'));
        if (!demosSettled || !treesFilled) {
          state.settledSince = undefined;
          return false;
        }
        state.settledSince ??= performance.now();
        return performance.now() - state.settledSince >= settle;
      },
      { margin: LAZY_DEMO_MARGIN_PX, settle: settleMs },
      // A demo's chunk, then the demos' stand-in server (400–600 ms): slow on a busy 2-core machine, so allow plenty.
      { timeout: 20_000 },
    )
    .catch(() => undefined);
  // Without a licence key the Pro/Premium components draw the libraries' own watermark, a faint
  // "MUI X Missing license key" banner that is theirs, not ours, and goes away with a key.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-slot="demo-preview"] div')) {
      if (element.childElementCount === 0 && element.textContent?.startsWith('MUI X '))
        element.dataset.watermark = 'true';
    }
  });
  const builder = new AxeBuilder({ page });
  if (rules) builder.withRules([...rules]);
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await builder.exclude('[data-watermark]').exclude('[data-slot="demo-placeholder"]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('axe sweep', () => {
  // The largest pages (the 22-demo gallery) take axe well over the default 30 s on a busy 2-core machine.
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });
  for (const path of pages) {
    // One load per page: light first, then the OS scheme turns dark and the site (which follows the system scheme
    // live) repaints in dark before the second audit.
    test(`light and dark ${path}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await waitForHydration(page);
      expect(await violations(page, SETTLE_MS), 'light').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      // The page has settled already, and a repaint in the other scheme changes colours only, not markup: the dark
      // audit runs the rules that depend on colour.
      expect(await violations(page, 0, COLOUR_RULES), 'dark').toEqual([]);
    });
  }
});
