import { ContentError } from './content-error';

/**
 * Folders at the top of `out/` (the `/x/` root) that hold the build's own files and never a page: the post-build
 * steps and the quality gates walk every other folder for pages, so a page written into one of these would be
 * skipped by them.
 */
export const ASSET_FOLDERS: ReadonlyMap<string, string> = new Map([
  ['assets', "the site's scripts, styles and fonts (the bundler's output)"],
  ['ads', 'the advert images copied from public/ads/'],
  ['icons', "the web app's icons (scripts/build-steps/steps/80-web-app-manifest.ts)"],
  ['mcp', "the MCP server's data: navigation, pages, demo sources (scripts/build-steps/steps/30-mcp-data.ts)"],
  ['live-edit', "the live editor's runner document, the one place allowed to evaluate code (public/live-edit/)"],
  ['og', 'the social images (scripts/build-steps/steps/20-publishing.ts)'],
  ['offline', 'the offline page lists (scripts/build-steps/steps/90-service-worker.ts)'],
  ['search', 'the search indexes (scripts/build-steps/steps/10-search-index.ts)'],
]);

/** Every name at the top of `out/` that a page's first URL segment would collide with, and what holds it. */
export const RESERVED_OUTPUT_NAMES: ReadonlyMap<string, string> = new Map([
  ...ASSET_FOLDERS,
  // One entry per language of TRANSLATED_LANGUAGES (site.ts, which imports this module).
  ['zh', 'the Chinese version of every page'],
  ['404', 'the not-found page (out/404.html)'],
  ['.build-stamp', "the build's settings (scripts/build.ts)"],
  ['404.html', 'the not-found page'],
  ['_headers', 'the security and caching headers'],
  ['_root.data', "React Router's data of the root route"],
  ['favicon.svg', 'the site icon'],
  ['index.md', 'the Markdown version of the home page'],
  ['llms.txt', 'the llms.txt index'],
  ['manifest.webmanifest', 'the web app manifest'],
  ['offline.html', 'the offline page'],
  ['robots.txt', 'robots.txt'],
  ['sitemap.xml', 'the sitemap'],
  ['sw.js', 'the service worker'],
]);

/**
 * A content error when a page's URL would land on a path the build writes itself: `content/assets/x.mdx` would be
 * served at `/x/assets/x/`, among the hashed bundles, where the post-build steps never look for pages.
 */
export function reservedPathError(file: string, pathname: string): ContentError | undefined {
  const first = pathname.split('/')[2];
  if (first === undefined) return undefined;
  const holder = RESERVED_OUTPUT_NAMES.get(first) ?? RESERVED_OUTPUT_NAMES.get(first.toLowerCase());
  if (!holder) return undefined;
  return new ContentError(
    file,
    1,
    `the page's URL ${pathname}/ starts with "/x/${first}/", which the build reserves for ${holder}`,
    `rename the top-level folder or file "${first}" under the content root (a folder of that name deeper down is fine)`,
  );
}
