/**
 * Module preloads and the app's start: in every HTML file, the page's `<link rel="modulepreload">` tags move to the
 * end of the body, so the content and fonts are fetched first (scripts/html/module-preloads.ts); then the preloads and
 * the page's start (React Router's bootstrap, or a static page's entry) wait until the page has painted its first
 * content (scripts/html/paint-first.ts).
 * Runs before the security headers step (85), which hashes the page's inline scripts as they end up.
 */
import { movePreloadsToBody } from '../../html/module-preloads';
import { paintFirst } from '../../html/paint-first';
import { rewriteHtmlFiles } from '../rewrite-html';
import type { BuildStep } from '../types';

const modulePreloads: BuildStep = ({ outDir }) =>
  rewriteHtmlFiles(outDir, (html) => paintFirst(movePreloadsToBody(html)));
export default modulePreloads;
