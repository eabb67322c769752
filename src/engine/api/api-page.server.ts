import { splitLanguage } from '../../config/language';
import { getProduct } from '../../config/products';
import type { LoadedPage } from '../page-file';
import { normalizePathname, pageHref } from '../page-tree';
import { createApiIndex, type ApiIndexModel } from './api-index';
import { withExistingLinks, type PageIndex } from './link-targets';
import { findApiItem, loadAllApiProducts } from './load';
import { apiIndexPathname } from './paths';
import type { ApiDemo, ApiItem, ApiProductFile, ApiProductId } from './types';

/** What the shell needs to render one API page (an item or a product's index). */
export type ApiPageModel = {
  language: 'en' | 'zh';
  pathname: string;
  productId: ApiProductId;
  title: string;
  description: string;
} & ({ kind: 'item'; item: ApiItem; demos: ApiDemo[] } | { kind: 'index'; index: ApiIndexModel });

let products: ApiProductFile[] | undefined;

/**
 * The API page for a URL path (`/x/api/...` or `/x/zh/api/...`), or undefined. Component pages link to
 * the guides whose frontmatter lists the component ("Demos").
 */
export function getApiPageModel(
  requestPath: string,
  guides: Iterable<LoadedPage>,
  exists: PageIndex,
): ApiPageModel | undefined {
  const { language, pathname } = splitLanguage(normalizePathname(requestPath));
  if (!pathname.startsWith('/x/api/')) return undefined;
  products ??= loadAllApiProducts();
  const product = products.find((file) => normalizePathname(apiIndexPathname(file.productId)) === pathname);
  if (product) {
    const index = createApiIndex(product);
    const name = getProduct(product.productId)?.name ?? product.productId;
    const title = `${name} API reference`;
    return {
      kind: 'index',
      language,
      pathname,
      productId: product.productId,
      index,
      title,
      description: `Every component, interface and hook of the ${name}, with its plan and a one-line summary.`,
    };
  }
  const found = findApiItem(products, pathname);
  if (!found) return undefined;
  const item = withExistingLinks(found, exists);
  const demos = [...guides]
    .filter((guide) => guide.frontmatter.components.includes(item.name))
    .map((guide) => ({ title: guide.frontmatter.title, pathname: pageHref(guide.pathname) }));
  const summary =
    item.description
      .split('\n')[0]
      ?.replace(/[`*_[\]]/g, '')
      .slice(0, 150) || `API reference of ${item.name}.`;
  return {
    kind: 'item',
    language,
    pathname,
    productId: item.productId,
    item,
    demos: demos.length > 0 ? demos : item.demos,
    title: `${item.name} API`,
    description: summary,
  };
}
