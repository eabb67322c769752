import { pages as tree } from '@content/pages';
import { getContentRoot } from './content-files';
import { findActivePage, findNeighbours, normalizePathname } from './page-tree';
import type { PageModel } from './page-model';
import { getLastUpdated, loadSite, type Site } from './site';
import type { MuiPage } from './types';

let site: Site | undefined;

/** The validated site, loaded once per build. */
export function getSite(): Site {
  site ??= loadSite(getContentRoot(), tree);
  return site;
}

/** Builds the page model for a URL path, or undefined when no page lives there. */
export function getPageModel(pathname: string, navTitle: (page: MuiPage) => string): PageModel | undefined {
  const { pages } = getSite();
  const path = normalizePathname(pathname);
  const page = pages.get(path);
  if (!page) return undefined;
  const found = findActivePage(tree, path);
  const product = found?.parents[0] ?? found?.activePage;
  const productTree = product?.children ?? [];
  const { prev, next } = findNeighbours(productTree, path, navTitle);
  const lastUpdated = getLastUpdated(page.file);
  const plan = found?.activePage.plan ?? found?.parents.findLast((parent) => parent.plan)?.plan;
  return {
    pathname: path,
    file: `/${page.file}`,
    title: page.frontmatter.title,
    description: page.frontmatter.description,
    productId: page.frontmatter.productId,
    components: page.frontmatter.components,
    disableAd: page.frontmatter.disableAd,
    disableToc: page.frontmatter.disableToc,
    headings: page.headings,
    breadcrumbs: [
      ...(found?.parents ?? []).filter((parent) => !parent.subheader).map((parent) => ({ title: navTitle(parent) })),
      { title: found ? navTitle(found.activePage) : page.frontmatter.title, pathname: path },
    ],
    ...(plan ? { plan } : {}),
    ...(prev ? { prev } : {}),
    ...(next ? { next } : {}),
    ...(lastUpdated ? { lastUpdated } : {}),
    sourcePath: page.file,
  };
}
