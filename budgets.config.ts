/**
 * Size budgets of the built site: gzipped bytes a first visit downloads, per page type. Checked over every page in
 * out/ by `scripts/size-budgets.ts` (the browser-test gate e2e/size-budgets.spec.ts fails `npm test` when a page is
 * over); `npm run bench -- page-weight` prints each type's heaviest page against its budget.
 *
 * - `html`: the page's HTML document (prerendered markup, inline styles and the router's data);
 * - `css`: the stylesheets it links, plus those preloaded with its body's chunk;
 * - `js`: first-load JavaScript: the module scripts the HTML preloads or runs, the chunk of the page's own body, and
 *   everything they import statically (see `firstLoadAssets` in scripts/page-weight.ts).
 */
export type PageType = 'home' | 'prose' | 'demo' | 'api' | 'not-found';

export interface SizeBudget {
  html: number;
  css: number;
  js: number;
}

const KB = 1000;

/**
 * The budgets sit a few KB above what the site ships today, so any growth fails the gate. First-load JS is over the
 * 100 KB target on every page type: React 19, React DOM and React Router alone are about 97 KB gzipped, and the MUI
 * shell (Emotion, the theme, the header's buttons, the nav tree, analytics, ads and search's button) about 140 KB.
 * The header's menus, the settings drawer, the mobile nav drawer and the offline snackbar load on first use, so they
 * are not counted (see README, "Quality gates and benchmark"). The 22-demo gallery page sets the demo budgets and the
 * largest API pages, with hundreds of props, the API HTML budget. Lower a budget whenever a change makes pages lighter.
 */
export const sizeBudgets: Record<PageType, SizeBudget> = {
  /** `/x/` and `/x/zh/`. */
  home: { html: 22 * KB, css: 5 * KB, js: 245 * KB },
  /** Guides without a live demo (target: first-load JS under 100 KB). */
  prose: { html: 30 * KB, css: 5 * KB, js: 247 * KB },
  /** Guides with at least one live demo; the heaviest sets the limit. */
  demo: { html: 60 * KB, css: 5 * KB, js: 345 * KB },
  /** Generated API reference pages (target: first-load JS under 100 KB); the largest hold hundreds of props. */
  api: { html: 74 * KB, css: 5 * KB, js: 245 * KB },
  /** The 404 page. */
  'not-found': { html: 19 * KB, css: 5 * KB, js: 245 * KB },
};
