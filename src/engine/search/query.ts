import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import type { ProductId } from '../frontmatter';
import { KIND_BOOST } from './options';
import type { SearchDocument, StoredDocument } from './types';

/** One ranked result: the stored document, its score and the index terms that matched (for highlighting). */
export interface SearchHit extends StoredDocument {
  id: number;
  score: number;
  terms: string[];
}

/** What narrows or reorders a search. */
export interface QueryContext {
  /** Product of the page the reader is on: its results rank higher. */
  currentProduct?: ProductId;
  /** Only results of this product. */
  onlyProduct?: ProductId;
  /** At most this many results. @default 50 */
  limit?: number;
}

/** Weight of results from the reader's current product. */
const CURRENT_PRODUCT_BOOST = 1.5;
/** A whole page outranks one of its sections on equal text. */
const PAGE_BOOST = 3;
/** A title spelled exactly as the query (`checkboxSelection`, `GridColDef`) wins outright. */
const EXACT_TITLE_BOOST = 4;
/** A title equal to the query but for case and spaces (`tree view`, `datagrid`). */
const LOOSE_TITLE_BOOST = 1.5;

function squash(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/**
 * Runs a query: every word must match (allowing prefix and typos); when that finds nothing, any word may.
 * Pure, so the ranking tests run exactly what the browser runs.
 */
export function runSearch(index: MiniSearch<SearchDocument>, query: string, context: QueryContext = {}): SearchHit[] {
  const { currentProduct, onlyProduct, limit = 50 } = context;
  const exact = query.trim();
  const loose = squash(query);
  const options = {
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => {
      const document = stored as StoredDocument | undefined;
      if (!document) return 1;
      let boost = KIND_BOOST[document.kind];
      if (document.kind === 'guide' && document.parent === '') boost *= PAGE_BOOST;
      if (document.title === exact) boost *= EXACT_TITLE_BOOST;
      else if (squash(document.title) === loose) boost *= LOOSE_TITLE_BOOST;
      if (currentProduct && document.productId === currentProduct) boost *= CURRENT_PRODUCT_BOOST;
      return boost;
    },
    ...(onlyProduct ? { filter: (result: SearchResult) => result.productId === onlyProduct } : {}),
  };
  const trimmed = query.trim();
  if (!trimmed) return [];
  let results = index.search(trimmed, options);
  if (results.length === 0) results = index.search(trimmed, { ...options, combineWith: 'OR' });
  return results.slice(0, limit).map((result) => ({
    id: result.id as number,
    score: result.score,
    terms: result.terms,
    kind: result.kind as StoredDocument['kind'],
    productId: result.productId as ProductId,
    title: result.title as string,
    parent: result.parent as string,
    url: result.url as string,
    snippet: result.snippet as string,
  }));
}
