/**
 * The navigation's branch files: a static page's HTML carries the current product's branch only (`splitNavTree`),
 * and the other products' entries are written here once per language, content-hashed under out/assets/ (cached for
 * good, precached by the service worker), for the page to fetch when a reader opens another product. Each page's
 * `data-nav-branches` placeholder (`/x/assets/nav-en.json`) becomes the hashed name.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { LANGUAGES } from '../../../src/config/language';
import { navBranchesUrl } from '../../../src/engine/nav-split';
import type { MuiPage } from '../../../src/engine/types';
import { renderNavBranches } from '../../../src/shell/nav-branches';
import { rewriteHtmlFiles } from '../rewrite-html';
import type { BuildStep } from '../types';

/** `data-nav-branches="<placeholder>"` → the hashed file, for each language; pages without the attribute pass. */
export function pointAtBranchFiles(html: string, urls: ReadonlyMap<string, string>): string {
  return html.replace(/ data-nav-branches="([^"]*)"/g, (attribute, url: string) => {
    const hashed = urls.get(url);
    if (!hashed) throw new Error(`a page names the navigation branch file ${url}, which this build does not write`);
    return ` data-nav-branches="${hashed}"`;
  });
}

const navBranches: BuildStep = async ({ outDir, contentRoot }) => {
  const { pages } = (await tsImport(join(contentRoot, 'pages.ts'), import.meta.url)) as { pages: MuiPage[] };
  const urls = new Map<string, string>();
  let size = 0;
  for (const language of LANGUAGES) {
    const json = JSON.stringify(renderNavBranches(pages, language));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const url = navBranchesUrl(language, hash);
    writeFileSync(join(outDir, url.replace(/^\/x\//, '')), json);
    urls.set(navBranchesUrl(language), url);
    size += json.length;
  }
  let count = 0;
  rewriteHtmlFiles(outDir, (html) => {
    const rewritten = pointAtBranchFiles(html, urls);
    if (rewritten !== html) count += 1;
    return rewritten;
  });
  console.log(`  navigation branches: ${LANGUAGES.length} files, ${(size / 1000).toFixed(0)} KB raw; ${count} pages`);
};
export default navBranches;
