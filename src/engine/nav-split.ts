import { findActivePage } from './page-tree';
import type { MuiPage } from './types';

/** A static page's navigation, split between what its HTML carries and what is loaded when a reader opens it. */
export interface NavSplit {
  /**
   * The tree as the page's HTML carries it: every top-level entry, the current product's branch whole, every other
   * product a group without entries.
   */
  inPage: MuiPage[];
  /** The other products' groups, whole: their entries come from the build's branch file (`navBranchesUrl`). */
  deferred: MuiPage[];
}

/** A top-level entry whose entries can wait: a collapsible group (a subheader's entries are always shown). */
const isCollapsibleGroup = (page: MuiPage) => !!page.children && !page.subheader;

/**
 * Splits the whole navigation for the page at `pathname`: the product holding the page keeps its branch in the HTML
 * (no-JS readers and crawlers keep its links, and it opens without a request); the others are left to the branch
 * file. A page outside every product (home, 404) carries the top-level entries only.
 */
export function splitNavTree(tree: readonly MuiPage[], pathname: string): NavSplit {
  const current = findActivePage(tree, pathname)?.parents[0];
  const inPage: MuiPage[] = [];
  const deferred: MuiPage[] = [];
  for (const page of tree) {
    if (isCollapsibleGroup(page) && page !== current) {
      inPage.push({ ...page, children: [] });
      deferred.push(page);
    } else inPage.push(page);
  }
  return { inPage, deferred };
}

/** Every group whose entries a static page may defer, each product's group once: what the branch file holds. */
export function deferrableGroups(tree: readonly MuiPage[]): MuiPage[] {
  return tree.filter(isCollapsibleGroup);
}

/**
 * Site path of the branch file of a language: `/x/assets/nav-en.json` as the shell writes it into a page, and
 * `/x/assets/nav-en-<hash>.json` once the build step has written the file (hashed, so it is cached for good).
 */
export function navBranchesUrl(language: string, hash?: string): string {
  return `/x/assets/nav-${language}${hash ? `-${hash}` : ''}.json`;
}
