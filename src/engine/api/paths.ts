import type { ApiPlan, ApiProductId } from './types';

/** URL folder of each product's API pages: `/x/api/<folder>/`. */
export const apiProductFolders: Record<ApiProductId, string> = {
  'x-data-grid': 'data-grid',
  'x-date-pickers': 'date-pickers',
  'x-charts': 'charts',
  'x-tree-view': 'tree-view',
};

/** Products in the order the site lists them. */
export const apiProductIds: readonly ApiProductId[] = ['x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view'];

/**
 * Kebab-case form of an export name, as the official URLs spell it: `DataGridPro` → `data-grid-pro`,
 * `GridCSVExportOptions` → `grid-csv-export-options`, `PickerDay2` → `picker-day-2`.
 */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}

/** Pathname of an API page, with trailing slash: `/x/api/data-grid/data-grid-pro/`. */
export function apiPathname(productId: ApiProductId, name: string): string {
  return `/x/api/${apiProductFolders[productId]}/${kebabCase(name)}/`;
}

/**
 * The name an export's page URL is made from. An export still marked unstable lives at its plain name's URL,
 * like the official page (`Unstable_SankeyChart` → `sankey-chart`), unless the plain name is exported too
 * (`Unstable_RadarChart` beside `RadarChart`), when it keeps its own.
 */
export function pageNameOf(name: string, isExported: (name: string) => boolean): string {
  const plain = name.replace(/^Unstable_/, '');
  return plain !== name && isExported(plain) ? name : plain;
}

/** Pathname of a product's API index page, with trailing slash. */
export function apiIndexPathname(productId: ApiProductId): string {
  return `/x/api/${apiProductFolders[productId]}/`;
}

/** Plan a package name implies: `-premium` → premium, `-pro` → pro, else community. */
export function planOfPackage(packageName: string): ApiPlan {
  if (packageName.endsWith('-premium')) return 'premium';
  if (packageName.endsWith('-pro')) return 'pro';
  return 'community';
}

const planRank: Record<ApiPlan, number> = { community: 0, pro: 1, premium: 2 };

/** Orders plans from cheapest: negative when `a` is cheaper than `b`. */
export function comparePlans(a: ApiPlan, b: ApiPlan): number {
  return planRank[a] - planRank[b];
}

/** Product a package belongs to: `@mui/x-data-grid-pro` → `x-data-grid`; undefined for other packages. */
export function productOfPackage(packageName: string): ApiProductId | undefined {
  const base = packageName.replace(/^@mui\//, '').replace(/-(pro|premium)$/, '');
  return apiProductIds.find((id) => id === base);
}

/**
 * Links in JSDoc point at the official site; the same paths exist here after swapping the host
 * (`https://mui.com/x/react-data-grid/` → `/x/react-data-grid/`).
 */
export function localizeDocsUrl(url: string): string {
  return url.replace(/^https:\/\/mui\.com(?=\/x\/)/, '');
}
