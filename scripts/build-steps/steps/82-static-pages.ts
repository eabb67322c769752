/**
 * Static pages: every page without a live demo (home, prose guides, API pages, 404) stops hydrating the React app and
 * runs the small static-page script instead (scripts/html/static-page.ts). Runs before the module-preload (84) and
 * security-header (85) steps, which move its preloads and hash its inline scripts, and before the service worker
 * (90), which precaches the scripts every page loads.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isStaticCandidate, toStaticPage } from '../../html/static-page';
import { STATIC_PAGE_MANIFEST, type StaticPageEntryFiles } from '../../vite-static-page-entry';
import { rewriteHtmlFiles } from '../rewrite-html';
import type { BuildStep } from '../types';

const staticPages: BuildStep = ({ outDir }) => {
  const manifest = join(outDir, STATIC_PAGE_MANIFEST);
  const entry = JSON.parse(readFileSync(manifest, 'utf8')) as StaticPageEntryFiles;
  let count = 0;
  rewriteHtmlFiles(outDir, (html) => {
    if (!isStaticCandidate(html) || !html.includes('__reactRouterContext')) return html;
    count += 1;
    return toStaticPage(html, entry);
  });
  rmSync(manifest);
  console.log(`  ${count} static pages`);
};
export default staticPages;
