import type { Options, SearchOptions } from 'minisearch';
import { processTerm, tokenize } from './tokenize';
import type { SearchDocument, StoredDocument } from './types';

/** Fields searched, in order of weight. */
export const SEARCH_FIELDS = ['title', 'code', 'keywords', 'parent', 'text'] as const;

/** Fields a result carries to the browser. */
export const STORED_FIELDS = ['kind', 'productId', 'title', 'parent', 'url', 'snippet'] as const;

/** Weight of a kind of result: a page or section beats one of thousands of props on equal text. */
const KIND_BOOST: Record<StoredDocument['kind'], number> = { guide: 1.6, api: 1.3, demo: 1, prop: 1 };

/**
 * Ranking: title matches count most, then identifiers; prefix matching finds words being typed
 * (`datagr`), fuzzy matching (one edit in five letters) forgives typos (`chekbox`). A title equal to the
 * whole query (`checkboxSelection`) wins outright.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 5, code: 2.5, keywords: 2, parent: 1.5, text: 1 },
  prefix: true,
  fuzzy: 0.2,
  combineWith: 'AND',
  boostDocument: (_id, term, stored) => {
    const document = stored as StoredDocument | undefined;
    if (!document) return 1;
    const exact = document.title.toLowerCase() === term ? 3 : 1;
    return KIND_BOOST[document.kind] * exact;
  },
};

/** MiniSearch options; the browser must load the index with exactly these. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};
