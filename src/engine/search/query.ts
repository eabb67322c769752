import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import type { ProductId } from '../frontmatter';
import { KIND_BOOST } from './options';
import { squash, titleMatchBoost, type QueryShape } from './title-match';
import { isCodeName, queryTree, queryWords } from './query-tree';
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
/**
 * Upgrade guides (`/x/migration/…`) repeat a product's whole vocabulary next to old names: they should answer for
 * a removed prop (only they still mention it), not outrank the current pages on ordinary words (`date pick`).
 */
const MIGRATION_GUIDE_BOOST = 0.5;
const MIGRATION_PATH = /^\/x\/(zh\/)?migration\//;
/** API pages and props, for a query typed as a code name (`apiRef`, `DatePicker`): the reader wants the reference. */
const CODE_QUERY_BOOST = 3;
/** Weight of a page's inbound links (×1.27 for 2 linking pages, ×1.65 for 12): a nudge between equal matches. */
const INBOUND_WEIGHT = 0.25;
/**
 * Results of one page (the page, its sections, its demos) shown before the next page's: more of them go after the
 * other pages' results, so one page cannot fill the list (`localization` on a Charts page still lists the Data Grid's
 * and the Pickers' pages).
 */
const HITS_PER_PAGE = 3;

/**
 * A member path typed as code (`apiRef.current.setFilterModel`, `gridClasses.root()`): the member is what the reader
 * looks for (the names before it are on every page that uses it). `Day.js` and `next.config.js` are names, not
 * paths: the last part of a path is three letters or more.
 */
const MEMBER_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\.([A-Za-z_$][\w$]{2,})(?:\(\))?$/;

/** Keeps at most HITS_PER_PAGE results of a page ahead of the other pages' results, and each link once. */
function spreadOverPages(results: SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  const perPage = new Map<string, number>();
  const head: SearchResult[] = [];
  const tail: SearchResult[] = [];
  for (const result of results) {
    const url = result.url as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const page = url.split('#', 1)[0] ?? url;
    const count = (perPage.get(page) ?? 0) + 1;
    perPage.set(page, count);
    (count > HITS_PER_PAGE ? tail : head).push(result);
  }
  return [...head, ...tail];
}

/**
 * Runs a query: every word must match (allowing prefix and typos); when that finds nothing, any word may.
 * Pure, so the ranking tests run exactly what the browser runs.
 */
export function runSearch(index: MiniSearch<SearchDocument>, query: string, context: QueryContext = {}): SearchHit[] {
  const { currentProduct, onlyProduct, limit = 50 } = context;
  const trimmed = query.trim();
  if (!trimmed) return [];
  const sought = MEMBER_PATH.exec(trimmed)?.[1] ?? trimmed;
  const words = queryWords(index, sought);
  const codeQuery = isCodeName(sought);
  const spellings = words.map((word) => [word.term, ...word.corrections]);
  const shape: QueryShape = {
    exact: sought,
    loose: squash(sought),
    spaced: /\s/.test(sought),
    code: codeQuery,
    words: spellings,
    ...(currentProduct ? { product: currentProduct } : {}),
  };
  const options = {
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => {
      const document = stored as StoredDocument | undefined;
      if (!document) return 1;
      let boost = KIND_BOOST[document.kind] * titleMatchBoost(document, shape);
      if (document.kind === 'guide' && !document.url.includes('#')) boost *= PAGE_BOOST;
      if (MIGRATION_PATH.test(document.url)) boost *= MIGRATION_GUIDE_BOOST;
      if (codeQuery && (document.kind === 'api' || document.kind === 'prop')) boost *= CODE_QUERY_BOOST;
      if (currentProduct && document.productId === currentProduct) boost *= CURRENT_PRODUCT_BOOST;
      // Links are counted between guides only: a code name wants the reference, however often guides are linked.
      if (document.inbound && !codeQuery) boost *= 1 + INBOUND_WEIGHT * Math.log1p(document.inbound);
      return boost;
    },
    ...(onlyProduct ? { filter: (result: SearchResult) => result.productId === onlyProduct } : {}),
  };
  let results = index.search(queryTree(words, 'AND'), options);
  if (results.length === 0) results = index.search(queryTree(words, 'OR'), options);
  return spreadOverPages(results)
    .slice(0, limit)
    .map((result) => ({
      id: result.id as number,
      score: result.score,
      terms: result.terms,
      kind: result.kind as StoredDocument['kind'],
      productId: result.productId as ProductId,
      title: result.title as string,
      parent: result.parent as string,
      url: result.url as string,
      snippet: result.snippet as string,
      ...(typeof result.inbound === 'number' ? { inbound: result.inbound } : {}),
    }));
}
