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
 * The budgets sit a few KB above what the site ships today, so any growth fails the gate. Home, prose, API and 404 pages
 * are static pages (src/static-page/): they run about 20.2 KB of framework-free script (18.9 KB before 2026-12-08, when
 * the Chinese in-house adverts, the scrolling-table and navigation-scroll behaviours joined it) instead of hydrating React (the
 * settings, search, menus and phone-sized navigation load as React islands when first used, so they are not counted),
 * under the issue's 100 KB target with room to spare; their HTML carries the top-level navigation entries and the
 * current product's branch only (the other products' entries load from a branch file when opened, see
 * `src/engine/nav-split.ts`), which took 4–7 KB off each (the API tables that stack each type and default under its name gave about 2.5 KB back on
 * the largest API page). Pages with live demos are static pages too, whose demos hydrate as islands. Lower a budget whenever a change makes pages lighter.
 */
export const sizeBudgets: Record<PageType, SizeBudget> = {
  /** `/x/` and `/x/zh/`. */
  home: { html: 16 * KB, css: 5 * KB, js: 21 * KB },
  /**
   * Guides without a live demo (target: first-load JS under 100 KB). The longest is the Licensing guide, which quotes
   * every licence message verbatim with its cause and fix and shows the key setup per bundler: 31.7 KB for its Chinese
   * translation in the e2e build (36.2 KB before static pages kept only the theme variables they read).
   */
  prose: { html: 34 * KB, css: 5 * KB, js: 21 * KB },
  /**
   * Guides with at least one live demo; the heaviest sets each limit. HTML: the Pickers custom components page (thirteen
   * prerendered calendars and pickers, 66.8 KB as a Chinese twin). First-load JS: the 27-demo Data Grid row grouping
   * page, 233.8 KB as a Chinese page on 2026-12-08 (218.1 KB on 2026-12-07): a static page like every other (issue 48),
   * whose demo island host starts with the page: React, MUI, the demo shell and the page's module with each demo's
   * props (about 0.3 KB a demo: its file names, sandbox dependencies, the lazy loaders of its live component and
   * live-editor scope). It grew with the 203 translations, each a page module of its own in the map the island host
   * loads pages' modules from (11.6 KB; loading the page's module by its URL would drop the map), and with the reader's
   * first move being listened for from the start. It was 270 KB while such pages hydrated the React Router app.
   */
  demo: { html: 70 * KB, css: 5 * KB, js: 236 * KB },
  /**
   * Generated API reference pages (target: first-load JS under 100 KB); the largest hold hundreds of props (the Chinese
   * Data Grid Premium page, 44.4 KB, which also lists every guide that uses the component).
   */
  api: { html: 47 * KB, css: 5 * KB, js: 21 * KB },
  /** The 404 page. */
  'not-found': { html: 13 * KB, css: 5 * KB, js: 21 * KB },
};
