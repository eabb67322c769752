import type { Page } from '@playwright/test';
import { expect, readerActs, test as base, waitForHydration } from './fixtures';
import { COLOUR_RULES, installAxe, seriousViolations } from './axe';
import { listBuiltPages, readBuiltPage } from './built-site';
import { LAZY_DEMO_ROOT_MARGIN } from '../src/demos/demo-gate';
import { samplePages, type SampleCandidate } from '../scripts/quality/page-sample';

/** How far below the viewport a demo goes live (the page's IntersectionObserver margin), in pixels. */
const LAZY_DEMO_MARGIN_PX = Number.parseInt(LAZY_DEMO_ROOT_MARGIN, 10);

/**
 * The pages audited, chosen from the built site so new pages are covered as they land (scripts/quality/page-sample.ts):
 * every English guide page, the home and 404 pages and every translated Chinese page; a stable tenth of the Chinese
 * twins that show the English body, and a stable fifth of the API pages of each product and language, always with
 * the largest pages of each group. README "Quality gates and benchmark" says why.
 */
const audited = samplePages(
  listBuiltPages().map((path): SampleCandidate => {
    const html = readBuiltPage(path);
    return { path, bytes: html.length, untranslated: html.includes('data-slot="untranslated"') };
  }),
).map((candidate) => candidate.path);
const guidePages = audited.filter((page) => !page.includes('/api/'));
/** The sampled generated API pages in both languages, audited in batches by one page each. */
const apiPages = audited.filter((page) => page.includes('/api/'));
const API_BATCH = 30;

/** How long the page must stay settled (demos near the viewport live, trees filled) before the first audit, ms. */
const SETTLE_MS = 400;

/** Serious and critical WCAG 2.x A/AA violations on the current page once it has settled, one line each. */
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
  // Demos go live on the reader's first sign of use: audit the page as a reader using it sees it.
  await readerActs(page);
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
  return seriousViolations(page, { rules, exclude: ['[data-watermark]', '[data-slot="demo-placeholder"]'] });
}

/**
 * One browser page per worker for the whole sweep, with axe installed once. A fresh context per page (Playwright's
 * default) starts with an empty HTTP and code cache, so every audited page fetched and compiled the site's shared
 * scripts, styles and fonts again: on a 2-core machine that doubled each page's load and hydration (a sample of 41
 * pages: 4.0 min, against 2.1 min with one page per worker). A reader moving between pages has them cached too; cold
 * loads are what e2e/paint-first.spec.ts and the benchmark measure. The sweep changes no stored state (no preference
 * is set, the colour scheme is emulated per page), and after a failure Playwright starts a new worker, so a failed
 * page leaves nothing behind for the next one.
 */
const test = base.extend<{ sweepPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch, storageState } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        screen,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        storageState,
      });
      await installAxe(context);
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  // A worker goes on to other test files after the sweep: leave no audited page running there (a live demo's timers
  // and animations took CPU from the next file's tests). The cache stays with the context.
  sweepPage: async ({ workerPage }, provide) => {
    await provide(workerPage);
    await workerPage.goto('about:blank');
  },
});

test.describe('axe sweep', () => {
  // The largest pages (the 22-demo gallery) take axe well over the default 30 s on a busy 2-core machine.
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });
  for (const path of guidePages) {
    // One load per page: light first, then the OS scheme turns dark and the site (which follows the system scheme
    // live) repaints in dark before the second audit.
    test(`light and dark ${path}`, async ({ sweepPage: page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await waitForHydration(page);
      expect(await violations(page, SETTLE_MS), 'light').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      // Some colours ease into the new scheme (a selected day's background, a button's): audit the ones they end on.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      // The page has settled already, and a repaint in the other scheme changes colours only, not markup: the dark
      // audit runs the rules that depend on colour.
      expect(await violations(page, 0, COLOUR_RULES), 'dark').toEqual([]);
    });
  }
});

/**
 * The side navigation lists the same entries on every page of a product (the top-level entries and that product's
 * branch; the other products' entries are fetched when opened, from the same components); only which groups are open
 * and which entry is current differ. It is a large part of a generated API page's markup, so the API sweep audits it on
 * the first page of each batch (a batch holds pages of one or two products, in path order; the guide sweep audits it on
 * every guide page, so every product's branch) and leaves it out elsewhere, which halves the sweep's time.
 */
const SIDE_NAVIGATION = '[data-slot="nav-permanent"]';

test.describe('axe sweep over the API reference', () => {
  // Generated API pages are static (no live demo to wait for): one browser page walks a batch, light then dark.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });
  for (let start = 0; start < apiPages.length; start += API_BATCH) {
    const batch = apiPages.slice(start, start + API_BATCH);
    test(`light and dark, API pages ${start + 1}–${start + batch.length} of ${apiPages.length} (${batch[0]} …)`, async ({
      sweepPage: page,
    }) => {
      const found: string[] = [];
      for (const [index, path] of batch.entries()) {
        const exclude = index === 0 ? [] : [SIDE_NAVIGATION];
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        await waitForHydration(page);
        for (const line of await seriousViolations(page, { exclude })) found.push(`${path} light ${line}`);
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
        // Some colours ease into the new scheme (a selected day's background, a button's): audit the ones they end on.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation instanceof CSSTransition)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        for (const line of await seriousViolations(page, { rules: COLOUR_RULES, exclude }))
          found.push(`${path} dark ${line}`);
      }
      expect(found).toEqual([]);
    });
  }
});
