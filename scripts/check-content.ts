/**
 * Validates the content without building: frontmatter, components, demos, navigation and links.
 * `npm run check:content` prints every problem as file:line with its fix and exits 1 if there is any. It also
 * prints the Chinese coverage and lists stale translations (a warning: they do not fail the check).
 */
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ContentErrors } from '../src/engine/content-error';
import { contentRootProblem, getContentRoot } from '../src/engine/content-files';
import { loadSite } from '../src/engine/site';
import { loadGeneratedPages } from '../src/engine/api/site-data';
import type { MuiPage } from '../src/engine/types';
import { coverageLine, staleTranslationWarnings, translationStatus } from '../src/engine/translation-status';

const rootProblem = contentRootProblem();
if (rootProblem) {
  console.error(`${rootProblem}.`);
  process.exit(1);
}
const root = getContentRoot();
const { pages } = (await tsImport(join(root, 'pages.ts'), import.meta.url)) as { pages: MuiPage[] };
try {
  const site = loadSite(root, pages, { generatedPages: loadGeneratedPages() });
  console.log(`content ok: ${site.pages.size} pages`);
  if (site.orphans.length > 0) console.log(`not in the navigation: ${site.orphans.join(', ')}`);
  const translations = translationStatus(site);
  console.log(coverageLine(translations));
  const stale = staleTranslationWarnings(translations);
  if (stale.length > 0) {
    console.log(`${stale.length} translation${stale.length === 1 ? '' : 's'} to bring up to date:`);
    for (const warning of stale) console.log(`  ${warning}`);
  }
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
