/**
 * Module preloads and the app's start: in every HTML file, the page's `<link rel="modulepreload">` tags move to the
 * end of the body, so the content and fonts are fetched first (scripts/html/module-preloads.ts); then the preloads and
 * the page's start (React Router's bootstrap, or a static page's entry) wait until the page has painted its first
 * content, and the bootstrap evaluates its modules one task at a time, in the order read from the built assets
 * (scripts/html/paint-first.ts, scripts/html/evaluation-order.ts).
 * Runs before the security headers step (85), which hashes the page's inline scripts as they end up.
 */
import { builtStaticImports } from '../../html/evaluation-order';
import { movePreloadsToBody } from '../../html/module-preloads';
import { paintFirst } from '../../html/paint-first';
import { rewriteHtmlFiles } from '../rewrite-html';
import type { BuildStep } from '../types';

/** The URL path out/ is served at; asset URLs in the HTML start with it. */
const SITE_BASE = '/x/';

const modulePreloads: BuildStep = async ({ outDir }) => {
  const staticImports = await builtStaticImports(outDir, SITE_BASE);
  rewriteHtmlFiles(outDir, (html) => paintFirst(movePreloadsToBody(html), staticImports));
};
export default modulePreloads;
