/**
 * Static pages: every page (issue 48: one kind of page) stops hydrating the React app and runs the static-page script
 * instead (scripts/html/static-page.ts); the build fails on a page the shell did not mark static. Runs before the module-preload (84) and
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
    if (!html.includes('__reactRouterContext')) return html;
    // One kind of page (issue 48): a page the shell did not mark static would keep React Router's bootstrap, which
    // no later step starts any more.
    if (!isStaticCandidate(html)) {
      throw new Error(
        'a prerendered page is not marked data-runtime="static". Fix: render it through src/shell/page-runtime.tsx, ' +
          'which marks every page static.',
      );
    }
    count += 1;
    return toStaticPage(html, entry);
  });
  rmSync(manifest);
  console.log(`  ${count} static pages`);
};
export default staticPages;
