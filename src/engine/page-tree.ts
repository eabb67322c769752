import type { MuiPage, PageLink } from './types';

/** Paths under this prefix are playground sandboxes: never looked up in the navigation tree. */
export const PLAYGROUND_PREFIX = '/x/playground';

/** API folders whose pages belong to a product other than their folder name suggests. */
const apiProductIds: Record<string, string> = {
  'data-grid': 'x-data-grid',
  'date-pickers': 'x-date-pickers',
  charts: 'x-charts',
  'tree-view': 'x-tree-view',
};

/** Removes a trailing slash (except for the root) and any query or hash. */
export function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
}

/** Href of a page: the official scheme always ends with a slash. */
export function pageHref(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** Depth-first walk over every entry, with its chain of ancestors. */
export function walkPages(
  pages: readonly MuiPage[],
  visit: (page: MuiPage, parents: MuiPage[]) => void,
  parents: MuiPage[] = [],
): void {
  for (const page of pages) {
    visit(page, parents);
    if (page.children) walkPages(page.children, visit, [...parents, page]);
  }
}

/** Throws when two entries share a pathname, naming both (SPEC §4, §5). */
export function assertUniquePathnames(pages: readonly MuiPage[]): void {
  const seen = new Map<string, string>();
  walkPages(pages, (page, parents) => {
    const where = [...parents.map((parent) => parent.title ?? parent.pathname), page.title ?? page.pathname].join(
      ' > ',
    );
    const first = seen.get(page.pathname);
    if (first !== undefined) {
      throw new Error(
        `Duplicated pathname "${page.pathname}" in the page tree: used by "${first}" and by "${where}". Give each entry its own pathname.`,
      );
    }
    seen.set(page.pathname, where);
  });
}

/** Pages a reader can open: entries without children, in reading order. */
export function flattenPages(pages: readonly MuiPage[]): MuiPage[] {
  const leaves: MuiPage[] = [];
  walkPages(pages, (page) => {
    if (!page.children) leaves.push(page);
  });
  return leaves;
}

/** The active page for a path and its parents, outermost first; undefined off the tree or in the playground. */
export function findActivePage(
  pages: readonly MuiPage[],
  pathname: string,
): { activePage: MuiPage; parents: MuiPage[] } | undefined {
  const target = normalizePathname(pathname);
  if (isPlaygroundPath(target)) return undefined;
  let found: { activePage: MuiPage; parents: MuiPage[] } | undefined;
  walkPages(pages, (page, parents) => {
    if (!found && !page.children && page.pathname === target) found = { activePage: page, parents };
  });
  return found;
}

/** True for playground paths, which are handled apart from the documentation tree. */
export function isPlaygroundPath(pathname: string): boolean {
  return pathname === PLAYGROUND_PREFIX || pathname.startsWith(`${PLAYGROUND_PREFIX}/`);
}

/** Previous and next page in reading order, within the same product tree. */
export function findNeighbours(
  pages: readonly MuiPage[],
  pathname: string,
  titleOf: (page: MuiPage) => string,
): { prev?: PageLink; next?: PageLink } {
  const leaves = flattenPages(pages);
  const index = leaves.findIndex((page) => page.pathname === normalizePathname(pathname));
  if (index === -1) return {};
  const link = (page: MuiPage | undefined): PageLink | undefined =>
    page ? { pathname: page.pathname, title: titleOf(page) } : undefined;
  const prev = link(leaves[index - 1]);
  const next = link(leaves[index + 1]);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

/** Product id of an API page from its folder (`/x/api/data-grid/...` → `x-data-grid`). */
export function getApiProductId(pathname: string): string | undefined {
  const match = /^\/x\/api\/([^/]+)/.exec(pathname);
  return match?.[1] ? apiProductIds[match[1]] : undefined;
}
