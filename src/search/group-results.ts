import type { ProductId } from '../engine/frontmatter';
import type { SearchHit } from '../engine/search/query';

/** Results of one product, in rank order. */
export interface ResultGroup {
  productId: ProductId;
  hits: SearchHit[];
}

/** Groups ranked hits by product: the reader's product first, then the others in order of their best hit. */
export function groupByProduct(hits: readonly SearchHit[], currentProduct?: ProductId): ResultGroup[] {
  const groups = new Map<ProductId, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.productId);
    if (group) group.push(hit);
    else groups.set(hit.productId, [hit]);
  }
  const ordered = [...groups].map(([productId, groupHits]) => ({ productId, hits: groupHits }));
  return ordered.sort((a, b) => Number(b.productId === currentProduct) - Number(a.productId === currentProduct));
}
