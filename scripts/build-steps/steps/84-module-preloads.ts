/**
 * The page's start: in every HTML file, the entry's module preloads and the entry itself wait until the page has
 * painted its first content (scripts/html/paint-first.ts). Runs after the static pages step (82), which writes them,
 * and before the security headers step (85), which hashes the page's inline scripts as they end up.
 */
import { paintFirst } from '../../html/paint-first';
import { rewriteHtmlFiles } from '../rewrite-html';
import type { BuildStep } from '../types';

const modulePreloads: BuildStep = ({ outDir }) => {
  rewriteHtmlFiles(outDir, paintFirst);
};
export default modulePreloads;
