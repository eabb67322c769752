import type { ProductId } from '../engine/frontmatter';
import { DATA_GRID_VERSION, OTHER_PACKAGES_VERSION } from './site';

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
}

/** Archived major versions, newest first; they live on the official archive hosts. */
const ARCHIVES = [
  { text: 'v7', href: 'https://v7.mui.com/x/introduction/' },
  { text: 'v6', href: 'https://v6.mui.com/x/introduction/' },
  { text: 'v5', href: 'https://v5.mui.com/x/introduction/' },
  { text: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
] as const;

function versions(current: string, href: string): ProductVersion[] {
  return [{ text: `v${current}`, href, current: true }, ...ARCHIVES.map((archive) => ({ ...archive, current: false }))];
}

function product(id: Product['id'], name: string, description: string, path: string, version: string): Product {
  return { id, metadata: 'MUI X', name, description, href: `/x/${path}/`, versions: versions(version, `/x/${path}/`) };
}

/** Products in switcher order. */
export const products: readonly Product[] = [
  product(
    'x-data-grid',
    'Data Grid',
    'Fast, feature-rich tables for large data sets.',
    'react-data-grid',
    DATA_GRID_VERSION,
  ),
  product(
    'x-date-pickers',
    'Date and Time Pickers',
    'Fields, calendars and pickers for dates, times and ranges.',
    'react-date-pickers',
    OTHER_PACKAGES_VERSION,
  ),
  product(
    'x-charts',
    'Charts',
    'Bar, line, pie, scatter and more, built on SVG.',
    'react-charts',
    OTHER_PACKAGES_VERSION,
  ),
  product(
    'x-tree-view',
    'Tree View',
    'Hierarchical lists with selection, expansion and editing.',
    'react-tree-view',
    OTHER_PACKAGES_VERSION,
  ),
];

/** The product a page belongs to, or undefined for shared pages. */
export function getProduct(id: ProductId): Product | undefined {
  return products.find((entry) => entry.id === id);
}
