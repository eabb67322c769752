import type { StaticPageEntryFiles } from '../vite-static-page-entry';

/** Site path of a built asset (`assets/x.js` → `/x/assets/x.js`). */
const assetUrl = (file: string) => `/x/${file}`;

/**
 * Prefetches a same-site page when the reader points at a link to it (Chromium's speculation rules; other browsers
 * ignore it), so the next static page is usually in the cache before the click. Prefetch, not prerender: a prerendered
 * page would run its scripts, sending analytics and choosing an advert for a page the reader may never open.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { href_matches: '/x/*' }, eagerness: 'moderate' }],
});

/**
 * Whether a built page is to be a static page: the shell marks it so when the page model says it has no live demo (a
 * demo needs the React app); see src/shell/page-runtime.tsx.
 */
export function isStaticCandidate(html: string): boolean {
  return html.includes('data-runtime="static"');
}

/**
 * Turns a page React Router prerendered into a static page: its markup stays as it is, React Router's scripts go (the
 * route modules, the hydration data, the scroll restoration and every module preload), and the static-page script
 * (src/static-page/entry.ts) runs instead, with its own imports preloaded and the speculation rules. The script is
 * `async`, as React Router's was: it stands after the whole body, so everything it wires is parsed when it runs, and
 * DOMContentLoaded does not wait for it. A later step (84, scripts/html/paint-first.ts) starts it, and its preloads,
 * only once the page has painted its first content. The `.data` file stays beside the page, for React pages that navigate here
 * client-side.
 */
export function toStaticPage(html: string, entry: StaticPageEntryFiles): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('toStaticPage: the page has no </body>.');
  const withoutRouter = html
    .slice(0, bodyEnd)
    .replace(/<link rel="modulepreload"[^>]*>/gi, '')
    .replace(/<script\b[^>]*>([\s\S]*?)<\/script>/gi, (tag, body: string) =>
      /__reactRouter|react-router-scroll-positions/.test(body) ? '' : tag,
    )
    // React's Suspense markers around the removed hydration data are left empty.
    .replace(/<!--\$--><!--\/\$-->/g, '');
  // A page with demos starts their island host at once: its chunks are preloaded with the entry's.
  const withDemos = html.includes('data-slot="demo-island"');
  const preloads = [...entry.imports, ...(withDemos ? entry.demoIslands : [])];
  const scripts = [
    ...preloads.map((file) => `<link rel="modulepreload" href="${assetUrl(file)}"/>`),
    `<script type="module" async="" src="${assetUrl(entry.file)}"></script>`,
    `<script type="speculationrules">${SPECULATION_RULES}</script>`,
  ];
  return `${withoutRouter}${scripts.join('')}${html.slice(bodyEnd)}`;
}
