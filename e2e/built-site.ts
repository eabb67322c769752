import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSitePages } from '../scripts/offline/site-pages';

/** The built site, read from out/ (the /x/ root) by the quality gates. */
export const OUT_DIR = join(process.cwd(), 'out');

/** URL path of every built page (`/x/`, `/x/zh/introduction/`, …), sorted. */
export function listBuiltPages(outDir = OUT_DIR): string[] {
  return listSitePages(outDir);
}

/** The HTML of a built page. */
export function readBuiltPage(urlPath: string, outDir = OUT_DIR): string {
  return readFileSync(join(outDir, urlPath.replace(/^\/x\/?/, ''), 'index.html'), 'utf8');
}

const decode = (value: string) =>
  value
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');

/** Every `href` in a page's markup (prerendered styles and scripts excluded). */
export function hrefsOf(html: string): string[] {
  const markup = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
  return [...markup.matchAll(/\shref="([^"]*)"/g)].map((match) => decode(match[1]!));
}

/** Every element id in a page. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decode(match[1]!)));
}

/** Whether a built file exists for a `/x/...` path (pages end with a slash, assets do not). */
export function builtPathExists(path: string, outDir = OUT_DIR): boolean {
  const rest = path.replace(/^\/x\/?/, '');
  return path.endsWith('/') ? existsSync(join(outDir, rest, 'index.html')) : existsSync(join(outDir, rest));
}
