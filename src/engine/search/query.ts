import type MiniSearch from 'minisearch';
import type { Query, SearchResult } from 'minisearch';
import type { ProductId } from '../frontmatter';
import { KIND_BOOST } from './options';
import { processTerm, tokenize } from './tokenize';
import { transpositionBoost, transpositions } from './typos';
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
/**
 * Upgrade guides (`/x/migration/…`) repeat a product's whole vocabulary next to old names: they should answer for
 * a removed prop (only they still mention it), not outrank the current pages on ordinary words (`date pick`).
 */
const MIGRATION_GUIDE_BOOST = 0.5;
const MIGRATION_PATH = /^\/x\/(zh\/)?migration\//;

/** API pages and props, for a query typed as a code name (`apiRef`, `DatePicker`): the reader wants the reference. */
const CODE_QUERY_BOOST = 3;

function squash(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/** `apiRef`, `DatePicker`, `GridColDef`: one word with a capital after its first letter. */
function isCodeName(query: string): boolean {
  return /^[A-Za-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/.test(query);
}

/**
 * Whether a title matches the query as a title, not just by its words: spelled the same but for case and spaces
 * (`datagrid`), its topic is the query (`Data Grid - Editing` for `editing`: guide titles name their product first), or
 * a bare title the query begins (`datagr` for `Data Grid`; not `Data Grid - Multi-filters`, which only shares the
 * product).
 */
function looseTitleMatch(title: string, loose: string): boolean {
  const topic = title.includes(' - ') ? title.slice(title.lastIndexOf(' - ') + 3) : undefined;
  if (squash(title) === loose || (topic !== undefined && squash(topic) === loose)) return true;
  return topic === undefined && loose.length >= 4 && squash(title).startsWith(loose);
}

/** Each term once, as searched: the query tree below must not split its terms again. */
const asIs = (term: string) => [term];

/** Whether the index holds the term as a word or the start of one (the reader may still be typing it). */
function isKnown(index: MiniSearch<SearchDocument>, term: string): boolean {
  return index.search(term, { tokenize: asIs, fuzzy: false, prefix: true, boostDocument: undefined }).length > 0;
}

/**
 * The query as a MiniSearch query tree: each word as typed (prefix and one-edit matching come from SEARCH_OPTIONS),
 * and, for a word the index does not know, also with two neighbouring letters swapped (`simpel` → `simple`), a typo
 * MiniSearch counts as two edits. A known word gets no swaps: `form` must not also find every `from`.
 */
function typoTolerantQuery(index: MiniSearch<SearchDocument>, text: string, combineWith: 'AND' | 'OR'): Query {
  const terms = tokenize(text).flatMap((token) => processTerm(token) ?? []);
  return {
    combineWith,
    tokenize: asIs,
    queries: terms.map((term): Query => {
      const swaps = isKnown(index, term) ? [] : transpositions(term).filter((swap) => isKnown(index, swap));
      if (swaps.length === 0) return term;
      const swapped: Query = { queries: swaps, fuzzy: false, boostTerm: () => transpositionBoost(term) };
      return { combineWith: 'OR', queries: [term, swapped] };
    }),
  };
}

/**
 * Runs a query: every word must match (allowing prefix and typos); when that finds nothing, any word may.
 * Pure, so the ranking tests run exactly what the browser runs.
 */
export function runSearch(index: MiniSearch<SearchDocument>, query: string, context: QueryContext = {}): SearchHit[] {
  const { currentProduct, onlyProduct, limit = 50 } = context;
  const exact = query.trim();
  const loose = squash(query);
  const codeQuery = isCodeName(exact);
  const options = {
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => {
      const document = stored as StoredDocument | undefined;
      if (!document) return 1;
      let boost = KIND_BOOST[document.kind];
      if (document.kind === 'guide' && document.parent === '') boost *= PAGE_BOOST;
      if (MIGRATION_PATH.test(document.url)) boost *= MIGRATION_GUIDE_BOOST;
      if (document.title === exact) boost *= EXACT_TITLE_BOOST;
      else if (looseTitleMatch(document.title, loose)) boost *= LOOSE_TITLE_BOOST;
      if (codeQuery && (document.kind === 'api' || document.kind === 'prop')) boost *= CODE_QUERY_BOOST;
      if (currentProduct && document.productId === currentProduct) boost *= CURRENT_PRODUCT_BOOST;
      return boost;
    },
    ...(onlyProduct ? { filter: (result: SearchResult) => result.productId === onlyProduct } : {}),
  };
  const trimmed = query.trim();
  if (!trimmed) return [];
  let results = index.search(typoTolerantQuery(index, trimmed, 'AND'), options);
  if (results.length === 0) results = index.search(typoTolerantQuery(index, trimmed, 'OR'), options);
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
