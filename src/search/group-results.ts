import type { ProductId } from '../engine/frontmatter';
import type { SearchHit } from '../engine/search/query';

/** Results of one product, in rank order. */
export interface ResultGroup {
  productId: ProductId;
  hits: SearchHit[];
}

/**
 * Results shown per product when several products match: enough to see what each has, few enough that the reader's
 * own product does not push the others off the first screen (`localization` on a Charts page lists the Data Grid's
 * and the Pickers' pages too). The product filter shows one product's results in full.
 */
export const GROUP_SIZE = { current: 4, other: 3 } as const;

/**
 * Groups ranked hits by product: the reader's product first, then the others in order of their best hit. When more
 * than one product matches, each group keeps its best GROUP_SIZE results.
 */
export function groupByProduct(hits: readonly SearchHit[], currentProduct?: ProductId): ResultGroup[] {
  const groups = new Map<ProductId, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.productId);
    if (group) group.push(hit);
    else groups.set(hit.productId, [hit]);
  }
  const ordered = [...groups].map(([productId, groupHits]) => ({ productId, hits: groupHits }));
  ordered.sort((a, b) => Number(b.productId === currentProduct) - Number(a.productId === currentProduct));
  if (ordered.length < 2) return ordered;
  return ordered.map(({ productId, hits: groupHits }) => ({
    productId,
    hits: groupHits.slice(0, productId === currentProduct ? GROUP_SIZE.current : GROUP_SIZE.other),
  }));
}
