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
import { sectionsOfTree } from './page-sections';
import { countInbound, linkedPages, navGroups } from './page-weights';
import { squash } from './title-match';
import { parseMdx } from '../markdown';
import { namesOfWidget } from '../widgets/resolve';
import type { SearchLanguage } from './types';

function withSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * Every search document of one language, from the validated site and the API reference. Chinese gets the
 * translated page where one exists and the English one otherwise (as the site serves it), with links under
 * `/x/zh/`; a translated page and its headings also keep their English titles as second titles (`sourceTitle`),
 * so English words and identifiers spelled as words (`Value getter`: `valueGetter`) find them as on the English
 * site. Each page carries how many pages link to it (counted on the English pages, so both languages rank alike),
 * and each titled navigation group is a document of its own (see navGroups).
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
  const parse = (file: string) => parseMdx(readFileSync(join(cwd, file), 'utf8'));
  const navEntries = new Map<string, MuiPage>();
  walkPages(site.tree, (entry) => void navEntries.set(entry.pathname, entry));
  const englishTrees = new Map([...site.pages].map(([pathname, page]) => [pathname, parse(page.file)]));
  const inbound = countInbound(new Map([...englishTrees].map(([pathname, tree]) => [pathname, linkedPages(tree)])));
  const pageDocuments = new Map<string, DraftDocument>();
  const documents: DraftDocument[] = [];
  for (const [pathname, english] of site.pages) {
    const translation = language === 'en' ? undefined : site.translations[language].get(pathname);
    const page = translation ?? english;
    const entry = navEntries.get(pathname);
    const navTitle = entry && language !== 'en' ? getPageTitle(entry, language) : undefined;
    // getPageTitle falls back to the pathname when an entry has no title of its own.
    const usable = navTitle && !navTitle.startsWith('/') ? navTitle : undefined;
    const title = translation ? page.frontmatter.title : (usable ?? page.frontmatter.title);
    const sourceTitle = title === english.frontmatter.title ? undefined : english.frontmatter.title;
    const tree = translation ? parse(translation.file) : englishTrees.get(pathname);
    const links = inbound.get(pathname);
    const englishTree = translation ? englishTrees.get(pathname) : undefined;
    const sourceHeadings = englishTree
      ? new Map(sectionsOfTree(englishTree).flatMap(({ id, heading }) => (id && heading ? [[id, heading]] : [])))
      : undefined;
    const guide = guideDocuments({
      url: localize(withSlash(pathname)),
      title,
      description: page.frontmatter.description,
      productId: page.frontmatter.productId,
      sections: tree ? sectionsOfTree(tree, page.widgets.map(namesOfWidget)) : [],
      keywords: productKeywords[page.frontmatter.productId],
      ...(sourceTitle ? { sourceTitle } : {}),
      ...(links ? { inbound: links } : {}),
      ...(sourceHeadings ? { sourceHeadings } : {}),
    });
    if (guide[0]) pageDocuments.set(pathname, guide[0]);
    documents.push(...guide);
  }
  for (const group of navGroups(site.tree, new Set(pageDocuments.keys()), language)) {
    const target = pageDocuments.get(group.pathname);
    // A page whose title already names its group (`Simple Tree View - Items`) needs no second entry.
    if (!target || squash(target.title).includes(squash(group.title))) continue;
    documents.push({ ...target, title: group.title, parent: target.title, text: '', code: '' });
    // The group opens on this page: its name describes the page too (`date range`: the Date Range Picker first).
    target.keywords = `${target.keywords} ${group.title}`;
  }
  documents.push(...apiDocuments(apiFiles, localize));
  return documents;
}
