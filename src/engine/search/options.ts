import type { Options, SearchOptions } from 'minisearch';
import { processTerm, tokenize } from './tokenize';
import { topicOf } from './title-match';
import { typoDistance } from './typos';
import type { SearchDocument, StoredDocument } from './types';

/** Fields searched, in order of weight; `name` is the title plus its run-together form (see extractField). */
export const SEARCH_FIELDS = ['name', 'code', 'keywords', 'parent', 'text'] as const;

/** Fields a result carries to the browser. */
export const STORED_FIELDS = ['kind', 'productId', 'title', 'parent', 'url', 'snippet', 'inbound'] as const;

/** Weight of a kind of result: a page or section beats one of thousands of props on equal text. */
export const KIND_BOOST: Record<StoredDocument['kind'], number> = { guide: 1.6, api: 1.3, demo: 1, prop: 0.8 };

/**
 * Ranking: title matches count most, then identifiers; prefix matching finds words being typed
 * (`datagr`), fuzzy matching forgives one edit in a word of four letters or more (`chekbox`; see typos.ts: none in
 * shorter words, where it only floods the results). Swapped letters and query-dependent boosts (exact title, current
 * product) are added by runSearch.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 5, code: 2.5, keywords: 2, parent: 1.5, text: 1 },
  prefix: true,
  fuzzy: typoDistance,
  combineWith: 'AND',
};

/** A short title run together (`Data Grid` → `DataGrid`): readers type product names as one word (`datagr`). */
export function runTogether(title: string): string {
  const words = title.split(' ');
  return words.length > 1 && words.length <= 3 && /^[\w ]+$/.test(title) ? words.join('') : '';
}

/**
 * Reads a field of a document for indexing and storing; `name` is derived from the title and, on a translated page,
 * the English title: each, and its topic run together (`Data Grid - Row grouping` → `Rowgrouping`).
 */
function extractField(document: SearchDocument, field: string): unknown {
  if (field === 'name') {
    const names = [document.title, document.sourceTitle ?? ''].filter(Boolean);
    return names.map((name) => `${name} ${runTogether(topicOf(name))}`.trim()).join(' ');
  }
  return (document as unknown as Record<string, unknown>)[field];
}

/** MiniSearch options; the browser must load the index with exactly these. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  extractField,
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};
