import type { ProductId } from '../frontmatter';
import { productKeywords } from './product-keywords';
import { processTerm, tokenize } from './tokenize';
import type { StoredDocument } from './types';

/** A title spelled exactly as the query (`checkboxSelection`, `GridColDef`) wins outright. */
const EXACT_TITLE_BOOST = 4;
/**
 * A title made of the query's words, in any order, run together or not, with the product's name allowed on either
 * side (`Server-side pagination` for `server side pagination`, `Charts - Pie` for `pie chart`, `排序` for
 * `DataGrid 排序`, `Row grouping` for `rowgrouping`): the reader named that page or section.
 */
const SAME_WORDS_BOOST = 3;
/**
 * A title of the reader's product that holds the query's words in a row (`Server-side lazy loading`, `服务端懒加载` for
 * `lazy loading`, `懒加载` on a Data Grid page): two products have a page on the topic, and the reader means theirs,
 * even where its title qualifies the topic. Elsewhere such a title counts as an ordinary match.
 */
const OWN_PRODUCT_TOPIC_BOOST = SAME_WORDS_BOOST;
/** A bare title the query begins (`datagr` for `Data Grid`, `date range` for `Date Range Picker`). */
const TITLE_PREFIX_BOOST = 1.5;

/** Words too common to tell titles apart: a title need not have them typed to count as named. */
const FILLERS = new Set(['and', 'or', 'the', 'an', 'with', 'for', 'of', 'to', 'in', 'on', 'from', 'by', 'vs']);

/** Lower case, without spaces or punctuation: `Server-side pagination` and `server side pagination` agree. */
export function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The topic of a guide title that names its product first (`Data Grid - Editing` → `Editing`), else the title. */
export function topicOf(title: string): string {
  const dash = title.lastIndexOf(' - ');
  return dash === -1 ? title : title.slice(dash + 3);
}

/** Search terms of a text, as the index holds them, fillers left out. */
export function wordsOf(text: string): string[] {
  return tokenize(text).flatMap((token) => {
    const term = processTerm(token);
    return term && !FILLERS.has(term) ? [term] : [];
  });
}

/** What title matching needs to know about a query, worked out once per query. */
export interface QueryShape {
  /** The query as typed, trimmed (for a member path, its last name). */
  exact: string;
  /** The query squashed. */
  loose: string;
  /** Whether the reader typed several words (then `pie chart` names a guide, not the `PieChart` component). */
  spaced: boolean;
  /** Whether the query is typed as a code name (`DatePicker`): then it names a component, not a guide. */
  code: boolean;
  /** Each query word with the spellings it may stand for: itself and, for an unknown word, its corrections. */
  words: string[][];
  /** Product of the page the reader is on. */
  product?: ProductId;
}

const productWords = new Map<ProductId, string[]>();

function wordsOfProduct(productId: ProductId): string[] {
  let words = productWords.get(productId);
  if (!words) productWords.set(productId, (words = wordsOf(productKeywords[productId])));
  return words;
}

/** Whether a title word is what a query word spells, or begins with it (the reader may still be typing). */
const spells = (forms: string[], word: string) => forms.some((form) => word.startsWith(form));

/** Whether every query word is a word of the title or of its product, and every title word was typed. */
function isSameWords(title: string, productId: ProductId, query: QueryShape): boolean {
  const titleWords = wordsOf(title);
  if (titleWords.length === 0) return false;
  const product = wordsOfProduct(productId);
  // A product word must be typed as such: a correction may not place a word there (`lable` is not `table`).
  const everyQueryWordPlaced = query.words.every(
    (forms) =>
      titleWords.some((word) => spells(forms, word)) || product.some((word) => spells(forms.slice(0, 1), word)),
  );
  return everyQueryWordPlaced && titleWords.every((word) => query.words.some((forms) => spells(forms, word)));
}

const HAN = /\p{Script=Han}/u;

/**
 * Whether a title holds the query's words one after the other: Latin words whole (`row` is not in `Arrow keys`),
 * Chinese anywhere, since Chinese titles have no spaces and are segmented by context.
 */
function holdsQuery(topic: string, query: QueryShape): boolean {
  if (HAN.test(query.loose)) return squash(topic).includes(query.loose);
  const typed = query.words.map((forms) => forms[0]).join(' ');
  return typed.length > 0 && ` ${wordsOf(topic).join(' ')} `.includes(` ${typed} `);
}

/** Boost of a result for how well its title matches the query as a title, not only by its words. */
export function titleMatchBoost(document: StoredDocument, query: QueryShape): number {
  if (document.title === query.exact) return EXACT_TITLE_BOOST;
  const topic = topicOf(document.title);
  const isName = document.kind === 'api' || document.kind === 'prop';
  // An identifier matches its squashed spelling only when typed as one word (`datagrid`, not `pie chart`).
  if (isName) return !query.spaced && squash(topic) === query.loose ? SAME_WORDS_BOOST : 1;
  // `DatePicker` is spelled like the guide `Date Picker`, but names the component: the guide's title only begins alike.
  if (squash(topic) === query.loose) return query.code ? TITLE_PREFIX_BOOST : SAME_WORDS_BOOST;
  if (isSameWords(topic, document.productId, query)) return SAME_WORDS_BOOST;
  if (!query.code && document.productId === query.product && holdsQuery(topic, query)) return OWN_PRODUCT_TOPIC_BOOST;
  const bare = topic === document.title;
  return bare && query.loose.length >= 4 && squash(topic).startsWith(query.loose) ? TITLE_PREFIX_BOOST : 1;
}
