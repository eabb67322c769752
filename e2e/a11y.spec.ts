import type { Page } from '@playwright/test';
import { expect, readerActs, test as base, waitForHydration } from './fixtures';
import { COLOUR_RULES, installAxe, seriousViolations } from './axe';
import { listBuiltPages, readBuiltPage } from './built-site';
import { LAZY_DEMO_ROOT_MARGIN } from '../src/demos/demo-gate';
import { inShare, samplePages, type SampleCandidate } from '../scripts/quality/page-sample';

/** How far below the viewport a demo goes live (the page's IntersectionObserver margin), in pixels. */
const LAZY_DEMO_MARGIN_PX = Number.parseInt(LAZY_DEMO_ROOT_MARGIN, 10);

/**
 * The pages audited, chosen from the built site so new pages are covered as they land (scripts/quality/page-sample.ts):
 * every English guide page, the home and 404 pages and every translated Chinese page; a stable tenth of the Chinese
 * twins that show the English body, and a stable twentieth of the API pages of each product and language, always with
 * the largest pages of each group. docs/quality.md says why.
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

/** A static file of the site with no script (the site's icon): where the sweep's page waits between audits. */
const IDLE_PAGE = '/x/favicon.svg';

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
  // and animations took CPU from the next file's tests). The page goes to a static file of the site, not to
  // about:blank: leaving the site's origin moves the tab to a new renderer process, which starts without the site's
  // compiled scripts and in-memory resources, and that doubled each audited page's load and hydration (40 guide pages
  // on two workers: 6.6 s a page with about:blank after each, 3.2 s with the site's icon; docs/benchmarks.md "CI time").
  sweepPage: async ({ workerPage }, provide) => {
    await provide(workerPage);
    await workerPage.goto(IDLE_PAGE);
  },
});

/** The side navigation: the same entries on every page of a product (see the navigation sweep below). */
const SIDE_NAVIGATION = '[data-slot="nav-permanent"]';
/** A demo's preview: every demo is audited where it is mounted on its own, in e2e/demo-sweep.spec.ts. */
const DEMO_PREVIEW = '[data-slot="demo-preview"]';
/** The highlighted text of a code block: the same token colours everywhere (src/code/code-theme.test.ts checks them). */
const CODE_CONTENT = '[data-slot="code-content"]';
/**
 * Share of guide pages (chosen by a stable hash of the path) audited in full: their code blocks' text too, and in dark
 * as well as light. The others are audited in light without the code's text: with the demos audited on their own,
 * what remains of a guide page takes its colours from the theme and the same components on every page.
 */
const FULL_SHARE = 0.1;

/** Waits until every colour that eases into the new scheme (a selected day's background, a button's) has arrived. */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** An audit of the loaded page: the violations of the given rules, or of every rule, one line each. */
type Audit = (rules?: readonly string[]) => Promise<string[]>;

/** Audits the loaded page in light (every rule), then, unless `dark` is false, turns the OS scheme dark and audits the colour rules again. */
async function lightAndDark(page: Page, audit: Audit, { dark = true }: { dark?: boolean } = {}): Promise<void> {
  expect(await audit(), 'light').toEqual([]);
  if (!dark) return;
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await transitionsEnded(page);
  // A repaint in the other scheme changes colours only, not markup: the dark audit runs the rules that depend on colour.
  expect(await audit(COLOUR_RULES), 'dark').toEqual([]);
}

test.describe('axe sweep', () => {
  // The largest pages take axe well over the default 30 s on a busy 2-core machine.
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });
  for (const path of guidePages) {
    // What is each page's own: its prose, headings, tables, code blocks and the chrome around each demo (toolbar, tabs,
    // copy buttons), as the page loads (the demos stay pictures until the reader acts). The demos themselves, the
    // side navigation and most code blocks' highlighted text are the same wherever they appear, and audited once
    // each: in the demo sweep, the navigation sweep below and a tenth of the pages (FULL_SHARE).
    const full = inShare(path, FULL_SHARE);
    test(`${full ? 'light and dark' : 'light'} ${path}`, async ({ sweepPage: page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await waitForHydration(page);
      // Their contents leave the document while axe runs (it walks every element of the page on each run); the
      // elements themselves stay, as the code tabs' aria-controls and the skip link point at them.
      const detach = [SIDE_NAVIGATION, DEMO_PREVIEW, ...(full ? [] : [CODE_CONTENT])].map((part) => `${part} > *`);
      await lightAndDark(page, (rules) => seriousViolations(page, { rules, detach }), { dark: full });
    });
  }
});

/**
 * Pages audited whole with their first demos live, as a reader using the page sees it: the live demo in its page
 * (the live editor, its status line, the toolbar's live state), which neither the guide sweep (demos as pictures) nor
 * the demo sweep (demos on their own) shows. One page per product.
 */
const LIVE_PAGES = ['/x/react-data-grid/', '/x/react-date-pickers/', '/x/react-charts/', '/x/react-tree-view/'];

test.describe('axe with live demos', () => {
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });
  for (const path of LIVE_PAGES) {
    test(`light and dark ${path}, its first demos live`, async ({ sweepPage: page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await waitForHydration(page);
      // The first audit waits for the page to settle; the dark one follows a repaint of the same demos.
      await lightAndDark(page, (rules) => violations(page, rules ? 0 : SETTLE_MS, rules));
      await expect(page.locator('[data-slot="live-editor"]').first()).toBeAttached();
    });
  }
});

/**
 * The side navigation with every group open, in each language: the guide and API sweeps leave it out (it is the same
 * on every page of a product, and a large part of each page's markup). Opening a product's group fetches its branch,
 * whose groups open in turn, so this sees every entry of every product.
 */
test.describe('axe sweep over the side navigation', () => {
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });
  // A static page in each language, and a React page (its navigation is rendered by React, not prerendered).
  for (const path of ['/x/introduction/', '/x/zh/introduction/', '/x/react-data-grid/']) {
    test(`light and dark, every group open, ${path}`, async ({ sweepPage: page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await waitForHydration(page);
      const closedGroups = `${SIDE_NAVIGATION} button[data-slot="nav-group"][aria-expanded="false"]`;
      // Opens every closed group until none is left (a product's branch arrives with groups of its own, closed).
      await page.waitForFunction(
        (selector) => {
          const closed = document.querySelectorAll<HTMLButtonElement>(selector);
          for (const group of closed) group.click();
          return closed.length === 0;
        },
        closedGroups,
        { polling: 250, timeout: 30_000 },
      );
      const closed = page.locator(closedGroups);
      await expect(closed).toHaveCount(0);
      const links = await page.locator(`${SIDE_NAVIGATION} [data-slot="nav-link"]`).count();
      expect(links, "every product's entries are listed").toBeGreaterThan(300);
      await lightAndDark(page, (rules) => seriousViolations(page, { rules, include: [SIDE_NAVIGATION] }));
    });
  }
});

test.describe('axe sweep over the API reference', () => {
  // Generated API pages are static (no live demo to wait for): one browser page walks a batch, light then dark.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });
  for (let start = 0; start < apiPages.length; start += API_BATCH) {
    const batch = apiPages.slice(start, start + API_BATCH);
    test(`light and dark, API pages ${start + 1}–${start + batch.length} of ${apiPages.length} (${batch[0]} …)`, async ({
      sweepPage: page,
    }) => {
      const found: string[] = [];
      // The side navigation is audited once, with every group open (above).
      const detach = [`${SIDE_NAVIGATION} > *`];
      for (const path of batch) {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        await waitForHydration(page);
        for (const line of await seriousViolations(page, { detach })) found.push(`${path} light ${line}`);
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
        await transitionsEnded(page);
        for (const line of await seriousViolations(page, { rules: COLOUR_RULES, detach }))
          found.push(`${path} dark ${line}`);
      }
      expect(found).toEqual([]);
    });
  }
});
