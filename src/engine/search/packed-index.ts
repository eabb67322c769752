import MiniSearch, { type AsPlainObject } from 'minisearch';
import { INDEX_OPTIONS, SEARCH_FIELDS } from './options';
import type { SearchDocument, SearchKind, StoredDocument } from './types';

/**
 * The index as the browser downloads it. MiniSearch's own JSON repeats every document number as an object key,
 * every stored field name on every document and every page URL on each of its sections; this form keeps the same
 * data (the loaded index is the one built, so ranking is unchanged) in columns a reader's download can afford:
 * - stored fields in one array per field, repeated strings (pages, parents, snippets) once in a table;
 * - a page's inbound link count once per page, not per section;
 * - each term's documents as gaps between ascending numbers written in a few letters (see writeNumber), a frequency
 *   above 1 after its document.
 */
export interface PackedIndex {
  /** Bumped when the shape changes, so an old cached file is refused rather than misread. */
  version: typeof PACKED_VERSION;
  averageFieldLength: number[];
  /** One letter per document: its kind (see KIND_LETTERS). */
  kinds: string;
  products: string[];
  product: number[];
  title: string[];
  parents: string[];
  parent: number[];
  /** Page URLs without anchors, and each page's inbound link count (0: none). */
  pages: string[];
  inbound: number[];
  page: number[];
  /** Anchor of each document's URL ('' for none). */
  anchor: string[];
  snippets: string[];
  snippet: number[];
  /** Length of each searched field of each document, document after document. */
  fieldLength: number[];
  terms: string[];
  /** Per term: per field it occurs in, the field's number then its documents, fields apart by a space. */
  postings: string[];
}

const PACKED_VERSION = 2;
/** 64 letters safe in JSON: the first 32 end a number, the last 32 carry on with its next five bits. */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
/** Marks the number after it as the frequency of the document before it. */
const FREQUENCY = '~';

/** A number in base 32, most significant digits first, each but the last from the upper half of DIGITS. */
function writeNumber(value: number): string {
  let text = DIGITS.charAt(value & 31);
  for (let rest = value >>> 5; rest > 0; rest >>>= 5) text = DIGITS.charAt(32 + (rest & 31)) + text;
  return text;
}

/** Reads one field's documents and frequencies (after its field number) written by packSearchIndex. */
function readDocuments(text: string): Record<number, number> {
  const documents: Record<number, number> = {};
  let id = 0;
  let value = 0;
  let frequency = false;
  for (const character of text) {
    if (character === FREQUENCY) {
      frequency = true;
      continue;
    }
    const digit = DIGITS.indexOf(character);
    value = value * 32 + (digit & 31);
    if (digit >= 32) continue;
    if (frequency) documents[id] = value;
    else documents[(id += value)] = 1;
    value = 0;
    frequency = false;
  }
  return documents;
}
const KIND_LETTERS: Record<SearchKind, string> = { guide: 'g', demo: 'd', api: 'a', prop: 'p' };
const LETTER_KINDS = new Map(Object.entries(KIND_LETTERS).map(([kind, letter]) => [letter, kind as SearchKind]));

/** Numbers each distinct string in order of first use. */
function table(): { values: string[]; of: (value: string) => number } {
  const values: string[] = [];
  const numbers = new Map<string, number>();
  return {
    values,
    of(value) {
      let number = numbers.get(value);
      if (number === undefined) numbers.set(value, (number = values.push(value) - 1));
      return number;
    },
  };
}

/** Packs a freshly built index (documents numbered 0, 1, 2, … in order, none removed) for the browser. */
export function packSearchIndex(index: MiniSearch<SearchDocument>): PackedIndex {
  const js = index.toJSON();
  const count = js.documentCount;
  const products = table();
  const parents = table();
  const pages = table();
  const snippets = table();
  const packed: PackedIndex = {
    version: PACKED_VERSION,
    averageFieldLength: js.averageFieldLength,
    ...{ kinds: '', products: products.values, product: [], title: [], parents: parents.values, parent: [] },
    ...{ pages: pages.values, inbound: [], page: [], anchor: [], snippets: snippets.values, snippet: [] },
    ...{ fieldLength: [], terms: [], postings: [] },
  };
  for (let id = 0; id < count; id++) {
    const stored = js.storedFields[id] as StoredDocument | undefined;
    if (js.documentIds[id] !== id || !stored) throw new Error(`packSearchIndex: document ${id} is not number ${id}`);
    const [path = '', anchor = ''] = stored.url.split('#', 2);
    const page = pages.of(path);
    const inbound = stored.inbound ?? 0;
    if (page < packed.inbound.length && packed.inbound[page] !== inbound) {
      throw new Error(`packSearchIndex: ${stored.url} has ${inbound} inbound links, its page ${packed.inbound[page]}`);
    }
    packed.inbound[page] = inbound;
    packed.kinds += KIND_LETTERS[stored.kind];
    packed.product.push(products.of(stored.productId));
    packed.title.push(stored.title);
    packed.parent.push(parents.of(stored.parent));
    packed.page.push(page);
    packed.anchor.push(anchor);
    packed.snippet.push(snippets.of(stored.snippet));
    packed.fieldLength.push(...(js.fieldLength[id] ?? []));
  }
  for (const [term, fields] of js.index) {
    packed.terms.push(term);
    const groups = Object.entries(fields).map(([fieldId, documents]) => {
      let text = writeNumber(Number(fieldId));
      let previous = 0;
      for (const [id, frequency] of Object.entries(documents)) {
        text += writeNumber(Number(id) - previous) + (frequency === 1 ? '' : FREQUENCY + writeNumber(frequency));
        previous = Number(id);
      }
      return text;
    });
    packed.postings.push(groups.join(' '));
  }
  return packed;
}

/** Rebuilds MiniSearch's plain form of the index from the packed one. */
function unpack(packed: PackedIndex): AsPlainObject {
  const fieldCount = SEARCH_FIELDS.length;
  const js: AsPlainObject = {
    documentCount: packed.kinds.length,
    nextId: packed.kinds.length,
    documentIds: {},
    fieldIds: Object.fromEntries(SEARCH_FIELDS.map((field, fieldId) => [field, fieldId])),
    fieldLength: {},
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
  for (let id = 0; id < packed.kinds.length; id++) {
    const page = packed.page[id] ?? 0;
    const anchor = packed.anchor[id];
    const inbound = packed.inbound[page] ?? 0;
    js.documentIds[id] = id;
    js.fieldLength[id] = packed.fieldLength.slice(id * fieldCount, (id + 1) * fieldCount);
    const stored: StoredDocument = {
      kind: LETTER_KINDS.get(packed.kinds.charAt(id)) ?? 'guide',
      productId: packed.products[packed.product[id] ?? 0] as StoredDocument['productId'],
      title: packed.title[id] ?? '',
      parent: packed.parents[packed.parent[id] ?? 0] ?? '',
      url: `${packed.pages[page] ?? ''}${anchor ? `#${anchor}` : ''}`,
      snippet: packed.snippets[packed.snippet[id] ?? 0] ?? '',
      ...(inbound ? { inbound } : {}),
    };
    js.storedFields[id] = stored;
  }
  packed.terms.forEach((term, position) => {
    const fields: AsPlainObject['index'][number][1] = {};
    for (const group of (packed.postings[position] ?? '').split(' ')) {
      fields[DIGITS.indexOf(group.charAt(0))] = readDocuments(group.slice(1));
    }
    js.index.push([term, fields]);
  });
  return js;
}

/** The packed index as the JSON text the build writes. */
export function serializeSearchIndex(index: MiniSearch<SearchDocument>): string {
  return JSON.stringify(packSearchIndex(index));
}

/** Loads an index written by serializeSearchIndex, in the browser, the MCP server and the tests alike. */
export function loadSearchIndexJson(json: string): MiniSearch<SearchDocument> {
  const packed = JSON.parse(json) as PackedIndex;
  if (packed.version !== PACKED_VERSION) {
    throw new Error(`search index: format ${String(packed.version)}, expected ${PACKED_VERSION}; rebuild the site`);
  }
  return MiniSearch.loadJS<SearchDocument>(unpack(packed), INDEX_OPTIONS);
}
