import { join } from 'node:path';
import type MiniSearch from 'minisearch';
import { expect } from 'vitest';
import { pages } from '../../../content/pages';
import { loadAllApiProducts } from '../api/load';
import { loadGeneratedPages } from '../api/site-data';
import type { ProductId } from '../frontmatter';
import { loadSite } from '../site';
import { createSearchIndex } from './build-index';
import { loadSearchIndexJson, serializeSearchIndex } from './packed-index';
import type { SearchHit } from './query';
import { siteDocuments } from './site-documents';
import type { SearchDocument, SearchLanguage } from './types';

/**
 * What a reader expects at the top: the first result's URL; the fields that matter when several components share a
 * prop; `page`: the first result is on that page (any of its sections); `oneOf`: the first result is one of several
 * equally right answers; `within`: each URL among the first results.
 */
export type Expected =
  | string
  | Partial<Pick<SearchHit, 'kind' | 'title' | 'productId'>>
  | { page: string }
  | { oneOf: string[] }
  | { within: number; urls: string[] };

/** A row of a ranking table: the query, what the reader expects, and the product of the page they are on. */
export type RankingRow = [query: string, expected: Expected, currentProduct?: ProductId];

/** Loading the whole site and the API reference takes a while on a busy machine. */
export const INDEX_TIMEOUT = 240_000;

/** The search index of a language over the real content, as the build writes it and the browser loads it. */
export function realContentIndex(language: SearchLanguage): MiniSearch<SearchDocument> {
  return loadSearchIndexJson(realContentIndexJson(language));
}

/** The serialized search index of a language over the real content: the file the build writes. */
export function realContentIndexJson(language: SearchLanguage): string {
  const site = loadSite(join(process.cwd(), 'content'), pages, { generatedPages: loadGeneratedPages() });
  return serializeSearchIndex(createSearchIndex(siteDocuments(site, loadAllApiProducts(), language)));
}

/** Asserts the ranked results meet the expectation of a row. */
export function expectRanking(hits: readonly SearchHit[], expected: Expected): void {
  const [top] = hits;
  if (typeof expected === 'string') expect(top?.url).toBe(expected);
  else if ('page' in expected) expect(top?.url.split('#', 1)[0]).toBe(expected.page);
  else if ('oneOf' in expected) expect(expected.oneOf).toContain(top?.url);
  else if ('within' in expected) {
    const shown = hits.slice(0, expected.within).map((hit) => hit.url);
    expect(shown).toEqual(expect.arrayContaining(expected.urls));
  } else expect(top).toMatchObject(expected);
}
