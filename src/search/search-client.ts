import type MiniSearch from 'minisearch';
import { loadSearchIndexJson } from '../engine/search/packed-index';
import type { SearchDocument, SearchLanguage, SearchManifest } from '../engine/search/types';

/** Where the build step writes the indexes (out/search/). */
export const SEARCH_BASE = '/x/search/';

const loaded = new Map<SearchLanguage, Promise<MiniSearch<SearchDocument>>>();

async function fetchIndex(language: SearchLanguage): Promise<MiniSearch<SearchDocument>> {
  const manifestResponse = await fetch(`${SEARCH_BASE}manifest.json`);
  if (!manifestResponse.ok) throw new Error(`search manifest: HTTP ${manifestResponse.status}`);
  const manifest = (await manifestResponse.json()) as SearchManifest;
  const response = await fetch(`${SEARCH_BASE}${manifest.indexes[language]}`);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return loadSearchIndexJson(await response.text());
}

/** The search index of a language, fetched once per page load; a failed fetch may be retried. */
export function loadSearchIndex(language: SearchLanguage): Promise<MiniSearch<SearchDocument>> {
  let promise = loaded.get(language);
  if (!promise) {
    promise = fetchIndex(language);
    promise.catch(() => loaded.delete(language));
    loaded.set(language, promise);
  }
  return promise;
}
