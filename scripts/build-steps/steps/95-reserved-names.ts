/**
 * Keeps the list of names the build reserves true: every entry at the top of out/ must be a page's (its folder, its
 * `.md` or `.data` file) or a name in `RESERVED_OUTPUT_NAMES` (src/engine/reserved-paths.ts), which content paths may
 * not take. A new build file or public/ file at the top fails here until it is added there, so no content page can
 * collide with it unnoticed. Runs last, after every step has written its files.
 */
import { readdirSync } from 'node:fs';
import { RESERVED_OUTPUT_NAMES } from '../../../src/engine/reserved-paths';
import { listSitePages } from '../../offline/site-pages';
import type { BuildStep } from '../types';

/** Top-level names of out/ that are neither a page's nor reserved. */
export function unreservedOutputNames(topLevel: readonly string[], sitePages: readonly string[]): string[] {
  const pageNames = new Set(sitePages.map((path) => path.split('/')[2]).filter(Boolean));
  return topLevel.filter((name) => {
    if (RESERVED_OUTPUT_NAMES.has(name) || name === 'index.html') return false;
    return !pageNames.has(name.replace(/\.(md|data)$/, ''));
  });
}

const reservedNames: BuildStep = ({ outDir }) => {
  const unreserved = unreservedOutputNames(readdirSync(outDir), listSitePages(outDir));
  if (unreserved.length > 0) {
    throw new Error(
      `out/ holds ${unreserved.map((name) => `"${name}"`).join(', ')}, written by the build but not reserved for it. ` +
        'Fix: add each name to RESERVED_OUTPUT_NAMES in src/engine/reserved-paths.ts, so no content path can take it.',
    );
  }
};
export default reservedNames;
