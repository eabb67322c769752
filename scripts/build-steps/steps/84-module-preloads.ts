/**
 * Module preloads: in every HTML file, the page's `<link rel="modulepreload">` tags move to the end of the body, so the
 * content and fonts are fetched first (scripts/html/module-preloads.ts). Runs before the security headers step (85),
 * which hashes the page's inline scripts; moving links changes no script.
 */
import { movePreloadsToBody } from '../../html/module-preloads';
import { rewriteHtmlFiles } from '../rewrite-html';
import type { BuildStep } from '../types';

const modulePreloads: BuildStep = ({ outDir }) => rewriteHtmlFiles(outDir, movePreloadsToBody);
export default modulePreloads;
