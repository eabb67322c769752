import type { ProductId } from '../engine/frontmatter';
import type { Language } from './docs-context';
import { zhPageTitles } from './translations/page-titles';
import { CURRENT_DOCS_VERSION, DATA_GRID_VERSION, OTHER_PACKAGES_VERSION } from './site';

/** One entry of a product's version menu (SPEC §3). */
export interface ProductVersion {
  text: string;
  href: string;
  current: boolean;
}

/** A documented product (SPEC §3): metadata, name and versions. */
export interface Product {
  id: Exclude<ProductId, 'x'>;
  /** Family the product belongs to, shown above its name. */
  metadata: string;
  name: string;
  /** One line for the product switcher. */
  description: string;
  /** The product's overview page. */
  href: string;
  versions: ProductVersion[];
  /** Chinese one-line description; the Chinese name is the navigation's (`zhPageTitles`), so both read the same. */
  zhDescription: string;
}

/** An archived major version of a product: its docs live on the official archive hosts. */
type Archive = Omit<ProductVersion, 'current'>;

/**
 * Archived majors of each product, newest first: only those the product had. The Data Grid goes back to v4, the
 * pickers joined MUI X in v5, the charts and the tree view in v6. Each link opens the product's own docs.
 */
const ARCHIVES: Record<Product['id'], readonly Archive[]> = {
  'x-data-grid': [
    { text: 'v7', href: 'https://v7.mui.com/x/react-data-grid/' },
    { text: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
    { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
    { text: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
  ],
  'x-date-pickers': [
    { text: 'v7', href: 'https://v7.mui.com/x/react-date-pickers/' },
    { text: 'v6', href: 'https://v6.mui.com/x/react-date-pickers/getting-started/' },
    { text: 'v5', href: 'https://v5.mui.com/x/react-date-pickers/getting-started/' },
  ],
  'x-charts': [
    { text: 'v7', href: 'https://v7.mui.com/x/react-charts/' },
    { text: 'v6', href: 'https://v6.mui.com/x/react-charts/getting-started/' },
  ],
  'x-tree-view': [
    { text: 'v7', href: 'https://v7.mui.com/x/react-tree-view/' },
    { text: 'v6', href: 'https://v6.mui.com/x/react-tree-view/' },
  ],
};

function product(
  id: Product['id'],
  name: string,
  [description, zhDescription]: [string, string],
  path: string,
  version: string,
): Product {
  const href = `/x/${path}/`;
  const current: ProductVersion = { text: `v${version}`, href, current: true };
  return {
    id,
    metadata: 'MUI X',
    name,
    description,
    zhDescription,
    href,
    versions: [current, ...ARCHIVES[id].map((archive) => ({ ...archive, current: false }))],
  };
}

/** Products in switcher order. */
export const products: readonly Product[] = [
  product(
    'x-data-grid',
    'Data Grid',
    ['Fast, feature-rich tables for large data sets.', '快速、功能丰富的表格，适合大型数据集。'],
    'react-data-grid',
    DATA_GRID_VERSION,
  ),
  product(
    'x-date-pickers',
    'Date and Time Pickers',
    ['Fields, calendars and pickers for dates, times and ranges.', '用于日期、时间和范围的字段、日历和选择器。'],
    'react-date-pickers',
    OTHER_PACKAGES_VERSION,
  ),
  product(
    'x-charts',
    'Charts',
    ['Bar, line, pie, scatter and more, built on SVG.', '基于 SVG 的柱状图、折线图、饼图、散点图等。'],
    'react-charts',
    OTHER_PACKAGES_VERSION,
  ),
  product(
    'x-tree-view',
    'Tree View',
    ['Hierarchical lists with selection, expansion and editing.', '支持选择、展开和编辑的层级列表。'],
    'react-tree-view',
    OTHER_PACKAGES_VERSION,
  ),
];

/** The product a page belongs to, or undefined for shared pages. */
export function getProduct(id: ProductId): Product | undefined {
  return products.find((entry) => entry.id === id);
}

/** The version a page documents: its product's current one, else the site's (the Data Grid's, as in the header). */
export function currentVersionOf(product: Product | undefined): string {
  return product?.versions.find((version) => version.current)?.text ?? `v${CURRENT_DOCS_VERSION}`;
}

/** Navigation group of each product: its Chinese title is the product's Chinese name. */
const NAV_GROUPS: Record<Product['id'], string> = {
  'x-data-grid': '/x/react-data-grid-group',
  'x-date-pickers': '/x/react-date-pickers-group',
  'x-charts': '/x/react-charts-group',
  'x-tree-view': '/x/react-tree-view-group',
};

/** A product's name and description in a language: one Chinese name everywhere, the navigation's. */
export function productText(product: Product, language: Language): { name: string; description: string } {
  if (language === 'en') return { name: product.name, description: product.description };
  return { name: zhPageTitles[NAV_GROUPS[product.id]] ?? product.name, description: product.zhDescription };
}
