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
 * shell (Emotion, the header's menus, the settings drawer, tooltips, tabs) adds about 130 KB (see README, "Quality
 * gates and benchmark"). Search's header button, the advert block, analytics with its consent card, the offline
 * snackbar and the page actions added about 20 KB when they landed together; the 22-demo gallery page set the demo
 * HTML budget. Lower a budget whenever a change makes pages lighter.
 */
export const sizeBudgets: Record<PageType, SizeBudget> = {
  /** `/x/` and `/x/zh/`. */
  home: { html: 28 * KB, css: 5 * KB, js: 270 * KB },
  /** Guides without a live demo (target: first-load JS under 100 KB). */
  prose: { html: 35 * KB, css: 5 * KB, js: 270 * KB },
  /** Guides with at least one live demo; the heaviest sets the limit. */
  demo: { html: 65 * KB, css: 5 * KB, js: 480 * KB },
  /** Generated API reference pages (target: first-load JS under 100 KB); the largest hold hundreds of props. */
  api: { html: 80 * KB, css: 5 * KB, js: 270 * KB },
  /** The 404 page. */
  'not-found': { html: 25 * KB, css: 5 * KB, js: 270 * KB },
};
