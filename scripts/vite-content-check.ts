import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { getContentRoot } from '../src/engine/content-files';
import { loadSite } from '../src/engine/site';
import { componentsWithoutGuide } from '../src/engine/api/coverage';
import { loadGeneratedPages } from '../src/engine/api/site-data';
import type { MuiPage } from '../src/engine/types';
import { coverageLine, staleTranslationWarnings, translationStatus } from '../src/engine/translation-status';

/**
 * Validates all content before anything is bundled: frontmatter, components, demos, navigation
 * entries, links and anchors. A build with a content error stops here with every error listed.
 */
export function contentCheckPlugin(): Plugin {
  let checked = false;
  return {
    name: 'x-docs:content-check',
    apply: 'build',
    async buildStart() {
      if (checked) return;
      checked = true;
      const root = getContentRoot();
      const { pages } = (await tsImport(join(root, 'pages.ts'), import.meta.url)) as { pages: MuiPage[] };
      const generatedPages = loadGeneratedPages();
      const site = loadSite(root, pages, { generatedPages });
      const uncovered = componentsWithoutGuide(generatedPages, site.pages.values());
      if (uncovered.length > 0) {
        this.info(`${uncovered.length} public components have no guide page yet: ${uncovered.join(', ')}`);
      }
      if (site.orphans.length > 0) {
        this.warn(`pages not listed in the navigation: ${site.orphans.join(', ')}`);
      }
      const translations = translationStatus(site);
      this.info(coverageLine(translations));
      for (const warning of staleTranslationWarnings(translations)) this.warn(warning);
    },
  };
}
