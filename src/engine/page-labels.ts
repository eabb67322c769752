import { flattenPages, walkPages } from './page-tree';
import type { MuiPage } from './types';

/** English nav titles of a section's first page that say nothing without the section: it stands for the section. */
const LANDING_TITLES: ReadonlySet<string> = new Set(['Overview', 'Index']);

/** Between a section's name and a page title that needs it: "Filtering: Recipes", "简单树视图：焦点". */
export const SECTION_SEPARATORS = { en: ': ', zh: '：' } as const;

/**
 * Names every page of one product so that the name makes sense on its own, away from the navigation (prev/next links,
 * the heading of an untranslated page). The rule, the same in every language:
 * - a section's first page titled "Overview" or "Index" is named by its section: "Filtering", "API reference", and
 *   "Data Grid" for the product's own overview;
 * - a title that another page of the product also carries is prefixed by its section: "Simple Tree View: Focus",
 *   "Columns: Recipes";
 * - any other page keeps its navigation title.
 *
 * `titleOf` gives the navigation label of an entry in the wanted language (its subheader for subheader groups).
 * Returns undefined for a pathname that is not a page of the product.
 */
export function createPageLabeller(
  product: MuiPage,
  titleOf: (page: MuiPage) => string,
  separator: string = SECTION_SEPARATORS.en,
): (pathname: string) => string | undefined {
  const sectionOf = new Map<string, MuiPage>();
  const firstLeafOf = new Map<MuiPage, MuiPage>();
  walkPages(product.children ?? [], (page, parents) => {
    if (page.children) return;
    sectionOf.set(page.pathname, parents.at(-1) ?? product);
    for (const group of [product, ...parents]) if (!firstLeafOf.has(group)) firstLeafOf.set(group, page);
  });
  const leaves = flattenPages(product.children ?? []);
  const uses = new Map<string, number>();
  for (const leaf of leaves) uses.set(titleOf(leaf), (uses.get(titleOf(leaf)) ?? 0) + 1);
  const labels = new Map<string, string>();
  for (const leaf of leaves) {
    const section = sectionOf.get(leaf.pathname) ?? product;
    const title = titleOf(leaf);
    if (firstLeafOf.get(section) === leaf && LANDING_TITLES.has(leaf.title ?? '')) {
      labels.set(leaf.pathname, titleOf(section));
    } else if ((uses.get(title) ?? 0) > 1) labels.set(leaf.pathname, `${titleOf(section)}${separator}${title}`);
    else labels.set(leaf.pathname, title);
  }
  return (pathname) => labels.get(pathname);
}

/**
 * Heading of a page shown in a language it is not written in: the English heading's shape with the translated
 * label. "Data Grid - Sorting" becomes "数据表格 - 排序" (product prefix kept), "Data Grid" becomes "数据表格".
 */
export function translatedHeading(
  englishHeading: string,
  product: MuiPage,
  label: string,
  titleOf: (page: MuiPage) => string,
): string {
  const prefix = `${product.title ?? ''} - `;
  return englishHeading.startsWith(prefix) && label !== titleOf(product) ? `${titleOf(product)} - ${label}` : label;
}
