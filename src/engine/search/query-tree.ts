import type MiniSearch from 'minisearch';
import type { Query } from 'minisearch';
import { processTerm, splitCamelCase, tokenize } from './tokenize';
import { transpositionBoost, transpositions, typoDistance } from './typos';
import type { SearchDocument } from './types';

/** One word of a query as searched. */
export interface QueryWord {
  term: string;
  /** Spellings the index knows for a word it does not (see correctionsOf); empty for a known word. */
  corrections: string[];
  /** Whether words that begin with it match too: the reader may still be typing it. */
  prefix: boolean;
}

/**
 * Weight of a word that begins with a correction, against the correction itself: high, since the reader was still
 * typing (`filtr` is as much `filtering` as `filter`).
 */
const CORRECTED_PREFIX_WEIGHT = 0.9;

/**
 * Chinese words that ask how to do something (`valueGetter 用法`: how to use valueGetter). Almost every page body is
 * still English, so these words are rare in the Chinese index and would weigh more than the name they go with: the
 * page that happens to be titled 用法 would win. They are left out when the query has other words.
 */
const HOW_TO_WORDS = new Set(['用法', '使用', '如何', '怎么', '怎样', '示例']);

/** Each term once, as searched: the query tree below must not split its terms again. */
const asIs = (term: string) => [term];

function matches(index: MiniSearch<SearchDocument>, term: string, prefix: boolean): boolean {
  return index.search(term, { tokenize: asIs, fuzzy: false, prefix, boostDocument: undefined }).length > 0;
}

/**
 * Spellings the index knows for a word it does not know, even as the start of one: one edit away as a whole word
 * (`filtr` → `filter`, which then also finds `filtering` by prefix) or two neighbouring letters swapped (`simpel` →
 * `simple`, which MiniSearch counts as two edits). A known word gets none: `form` must not also find every `from`.
 */
function correctionsOf(index: MiniSearch<SearchDocument>, term: string): string[] {
  if (typoDistance(term) === false || matches(index, term, true)) return [];
  const oneEdit = index.search(term, { tokenize: asIs, fuzzy: 1, prefix: false, boostDocument: undefined });
  const swaps = transpositions(term).filter((swap) => matches(index, swap, true));
  return [...new Set([...oneEdit.flatMap((result) => result.terms), ...swaps])].filter((word) => word !== term);
}

/**
 * Terms of one typed word. A code name the index holds whole (`AdapterDateFns`) is searched whole: its parts
 * (`adapter`, `date`, `fns`) would also find every page about its relatives (`AdapterDateFnsJalali`).
 */
function termsOfWord(index: MiniSearch<SearchDocument>, word: string): string[] {
  const tokens = tokenize(word);
  const [whole] = tokens;
  const parts = whole === undefined ? [] : splitCamelCase(whole);
  const wholeTerm = whole === undefined ? null : processTerm(whole);
  if (wholeTerm && parts.length > 1 && tokens.length === parts.length + 1 && matches(index, wholeTerm, false)) {
    return [wholeTerm];
  }
  return tokens.flatMap((token) => processTerm(token) ?? []);
}

/** `apiRef`, `DatePicker`, `GridColDef`: one word with a capital after its first letter. */
export function isCodeName(word: string): boolean {
  return /^[A-Za-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/.test(word);
}

/**
 * The words of a query, each once, with its corrections. Only the last word, or one the index does not hold as a
 * whole word, is matched by prefix: a word followed by a space is finished (`export csv` is not `exportDataAsCsv`),
 * and so is a code name typed whole.
 */
export function queryWords(index: MiniSearch<SearchDocument>, text: string): QueryWord[] {
  const all = text.split(/\s+/).filter(Boolean);
  const typed = all.some((word) => !HOW_TO_WORDS.has(word)) ? all.filter((word) => !HOW_TO_WORDS.has(word)) : all;
  const words = new Map<string, QueryWord>();
  typed.forEach((word, position) => {
    for (const term of termsOfWord(index, word)) {
      if (words.has(term)) continue;
      // A code name typed in full (`AdapterDateFns`) is not the start of its relatives (`AdapterDateFnsJalali`).
      const finished = matches(index, term, false) && (position < typed.length - 1 || isCodeName(word));
      words.set(term, { term, corrections: correctionsOf(index, term), prefix: !finished });
    }
  });
  return [...words.values()];
}

/**
 * The query as a MiniSearch query tree: each word as typed (one-edit matching comes from SEARCH_OPTIONS) or as one
 * of its corrections, themselves matched as typed or by prefix, weighed as a typo.
 */
export function queryTree(words: readonly QueryWord[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    tokenize: asIs,
    queries: words.map(({ term, corrections, prefix }): Query => {
      const typed: Query = { queries: [term], prefix };
      if (corrections.length === 0) return typed;
      const corrected: Query = {
        queries: corrections,
        fuzzy: false,
        // Matched as spelled or by prefix, never fuzzily: the fuzzy weight is unused.
        weights: { fuzzy: 0, prefix: CORRECTED_PREFIX_WEIGHT },
        boostTerm: () => transpositionBoost(term),
      };
      return { combineWith: 'OR', queries: [typed, corrected] };
    }),
  };
}
