import { localizePathname, splitLanguage } from '../../config/language';

/**
 * Where the publishing files live and which origin absolute URLs use. Pure (no Node, no build settings read here),
 * so both the build step and the page shell can import it.
 */

/** Origin used when neither a site origin nor a production host is configured (a local `npm start`). */
export const LOCAL_ORIGIN = 'http://127.0.0.1:3000';

/**
 * Origin of absolute URLs (canonical, sitemap, Open Graph): `XDOCS_PUBLIC_SITE_ORIGIN` when set, else
 * `https://<XDOCS_PUBLIC_PRODUCTION_HOST>`, else the local server.
 */
export function resolveSiteOrigin(settings: {
  siteOrigin?: string | undefined;
  productionHost?: string | undefined;
}): string {
  if (settings.siteOrigin) return settings.siteOrigin.replace(/\/+$/, '');
  if (settings.productionHost) return `https://${settings.productionHost}`;
  return LOCAL_ORIGIN;
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * URL of a page's Markdown version, beside its folder: `/x/react-data-grid/quickstart/` →
 * `/x/react-data-grid/quickstart.md`; the home page `/x/` → `/x/index.md`.
 */
export function markdownPathname(pagePathname: string): string {
  const path = withoutTrailingSlash(pagePathname);
  return path === '/x' ? '/x/index.md' : `${path}.md`;
}

/** File of a Markdown URL inside out/ (the `/x/` root): `/x/zh/introduction.md` → `zh/introduction.md`. */
export function outFileOf(urlPathname: string): string {
  return urlPathname.replace(/^\/x\//, '');
}

/**
 * URL of a page's social image, one per page: `/x/og/react-data-grid/quickstart.png`,
 * `/x/og/api/charts/bar-chart.png`, `/x/og/api/charts.png` for the product's API index; see docs/publishing.md.
 */
export function ogImagePathname(pagePathname: string): string {
  const path = withoutTrailingSlash(pagePathname);
  return path === '/x' ? '/x/og/index.png' : `/x/og${path.slice(2)}.png`;
}

/**
 * Product `llms.txt` of a section folder: `/x/react-data-grid/llms.txt`; the whole site's is `/x/llms.txt`. The
 * Chinese ones live under `/x/zh/`.
 */
export function llmsTxtPathname(sectionFolder?: string, language: 'en' | 'zh' = 'en'): string {
  const root = language === 'en' ? '/x' : `/x/${language}`;
  return sectionFolder ? `${root}/${sectionFolder}/llms.txt` : `${root}/llms.txt`;
}

/**
 * The Markdown a page in `language` links to ("View as Markdown", "Copy page"): its own when a translation is
 * written, else the English one (API pages and untranslated guides have English bodies).
 */
export function pageMarkdownPathname(pathname: string, language: 'en' | 'zh', translated: boolean): string {
  const english = splitLanguage(pathname).pathname;
  return markdownPathname(translated && language !== 'en' ? localizePathname(english, language) : english);
}
