import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localizePathname } from '../../config/language';
import { getPageTitle } from '../../config/translations/page-titles';
import type { ApiProductFile } from '../api/types';
import { walkPages } from '../page-tree';
import type { Site } from '../site';
import type { MuiPage } from '../types';
import { apiDocuments, type DraftDocument } from './api-documents';
import { guideDocuments } from './guide-documents';
import { productKeywords } from './product-keywords';
import { sectionsOfMdx } from './page-sections';
import { namesOfWidget } from '../widgets/resolve';
import type { SearchLanguage } from './types';

function withSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * Every search document of one language, from the validated site and the API reference. Chinese gets the
 * translated page where one exists and the English one otherwise (as the site serves it), with links under
 * `/x/zh/`; a translated page also keeps its English title as keywords, so English queries find it.
 */
export function siteDocuments(
  site: Site,
  apiFiles: readonly ApiProductFile[],
  language: SearchLanguage,
  cwd = process.cwd(),
): DraftDocument[] {
  const localize = (url: string) => {
    const [path = '', hash] = url.split('#', 2);
    const localized = localizePathname(path, language);
    return hash === undefined ? localized : `${localized}#${hash}`;
  };
  const navEntries = new Map<string, MuiPage>();
  walkPages(site.tree, (entry) => void navEntries.set(entry.pathname, entry));
  const documents: DraftDocument[] = [];
  for (const [pathname, english] of site.pages) {
    const translation = language === 'en' ? undefined : site.translations[language].get(pathname);
    const page = translation ?? english;
    const entry = navEntries.get(pathname);
    const navTitle = entry && language !== 'en' ? getPageTitle(entry, language) : undefined;
    // getPageTitle falls back to the pathname when an entry has no title of its own.
    const usable = navTitle && !navTitle.startsWith('/') ? navTitle : undefined;
    const title = translation ? page.frontmatter.title : (usable ?? page.frontmatter.title);
    const extra = title === english.frontmatter.title ? '' : english.frontmatter.title;
    documents.push(
      ...guideDocuments({
        url: localize(withSlash(pathname)),
        title,
        description: page.frontmatter.description,
        productId: page.frontmatter.productId,
        sections: sectionsOfMdx(readFileSync(join(cwd, page.file), 'utf8'), page.widgets.map(namesOfWidget)),
        keywords: `${productKeywords[page.frontmatter.productId]} ${extra}`.trim(),
      }),
    );
  }
  documents.push(...apiDocuments(apiFiles, localize));
  return documents;
}
