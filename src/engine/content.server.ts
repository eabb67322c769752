import { pages as tree } from '@content/pages';
import { splitLanguage } from '../config/language';
import { getPageTitle } from '../config/translations/page-titles';
import { loadGeneratedPages } from './api/site-data';
import { getContentRoot } from './content-files';
import { findActivePage, findNeighbours, flattenPages, normalizePathname, pageHref } from './page-tree';
import type { PageModel } from './page-model';
import type { MuiPage } from './types';
import { getLastUpdated } from './last-updated';
import { createPageLabeller, SECTION_SEPARATORS, translatedHeading } from './page-labels';
import { loadSite, type Site } from './site';

let site: Site | undefined;
const labellers = new Map<string, (pathname: string) => string | undefined>();

/** The page labeller of a product in a language, made once per build. */
function labellerOf(product: MuiPage, language: 'en' | 'zh', titleOf: (page: MuiPage) => string) {
  const key = `${language} ${product.pathname}`;
  let labeller = labellers.get(key);
  if (!labeller) {
    labeller = createPageLabeller(product, titleOf, SECTION_SEPARATORS[language]);
    labellers.set(key, labeller);
  }
  return labeller;
}

/** The validated site, loaded once per build. */
export function getSite(): Site {
  site ??= loadSite(getContentRoot(), tree, { generatedPages: loadGeneratedPages() });
  return site;
}

/** Whether the site has a page (guide or generated API page) and, given an id, that anchor on it. */
export function hasPage(pathname: string, anchor?: string): boolean {
  const { pages, generated } = getSite();
  const page = pages.get(pathname);
  if (page) {
    return (
      anchor === undefined || page.headings.some((heading) => heading.id === anchor) || page.anchors.includes(anchor)
    );
  }
  const api = generated.get(pathname);
  return api !== undefined && (anchor === undefined || api.anchors.includes(anchor));
}

/** A group's breadcrumb: its title, linking to the section's page (the first page a reader can open in it). */
function sectionCrumb(group: MuiPage, titleOf: (page: MuiPage) => string): PageModel['breadcrumbs'][number] {
  const first = flattenPages(group.children ?? [])[0];
  return first ? { title: titleOf(group), pathname: pageHref(first.pathname) } : { title: titleOf(group) };
}

/**
 * Builds the page model for a URL path (`/x/...` or `/x/zh/...`), or undefined when no page lives
 * there. A Chinese path without a written translation serves the English body, marked untranslated.
 */
export function getPageModel(requestPath: string): PageModel | undefined {
  const { pages, translations } = getSite();
  const { language, pathname: path } = splitLanguage(normalizePathname(requestPath));
  const english = pages.get(path);
  if (!english) return undefined;
  const translation = language === 'en' ? undefined : translations[language].get(path);
  const page = translation ?? english;
  const navTitle = (entry: Parameters<typeof getPageTitle>[0]) => getPageTitle(entry, language);
  const found = findActivePage(tree, path);
  const product = found?.parents[0] ?? found?.activePage;
  const labelOf = product ? labellerOf(product, language, navTitle) : undefined;
  const label = (entry: MuiPage) => labelOf?.(entry.pathname) ?? navTitle(entry);
  const { prev, next } = findNeighbours(product?.children ?? [], path, label);
  const translated = language === 'en' || Boolean(translation);
  // An untranslated page keeps its English body but takes its heading from the navigation's translated titles.
  const ownLabel = found && product ? labelOf?.(path) : undefined;
  const title =
    translated || !product || ownLabel === undefined
      ? page.frontmatter.title
      : translatedHeading(page.frontmatter.title, product, ownLabel, navTitle);
  const lastUpdated = getLastUpdated(page.file);
  const plan = found?.activePage.plan ?? found?.parents.findLast((parent) => parent.plan)?.plan;
  return {
    pathname: path,
    language,
    translated,
    writtenIn: ['en', ...(translations.zh.has(path) ? (['zh'] as const) : [])],
    file: `/${page.file}`,
    title,
    description: page.frontmatter.description,
    productId: page.frontmatter.productId,
    components: page.frontmatter.components,
    disableAd: page.frontmatter.disableAd,
    disableToc: page.frontmatter.disableToc,
    headings: page.headings,
    breadcrumbs: [
      ...(found?.parents ?? []).filter((parent) => !parent.subheader).map((parent) => sectionCrumb(parent, navTitle)),
      { title: found ? navTitle(found.activePage) : page.frontmatter.title, pathname: path },
    ],
    ...(plan ? { plan } : {}),
    ...(prev ? { prev } : {}),
    ...(next ? { next } : {}),
    ...(lastUpdated ? { lastUpdated } : {}),
    sourcePath: page.file,
    hasLiveDemos: page.demos.length > 0,
  };
}
