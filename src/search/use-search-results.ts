import type MiniSearch from 'minisearch';
import { useEffect, useMemo, useState } from 'react';
import type { ProductId } from '../engine/frontmatter';
import { runSearch, type SearchHit } from '../engine/search/query';
import type { SearchDocument, SearchLanguage } from '../engine/search/types';
import { loadSearchIndex } from './search-client';

/** Loading state of the index. */
export type IndexStatus = 'loading' | 'ready' | 'error';

/** Loads the language's index and runs the query against it on every change. */
export function useSearchResults(
  language: SearchLanguage,
  query: string,
  currentProduct: ProductId | undefined,
  onlyProduct: ProductId | undefined,
): { status: IndexStatus; hits: SearchHit[] } {
  const [index, setIndex] = useState<MiniSearch<SearchDocument>>();
  const [status, setStatus] = useState<IndexStatus>('loading');
  useEffect(() => {
    let live = true;
    setStatus('loading');
    loadSearchIndex(language).then(
      (loaded) => {
        if (!live) return;
        setIndex(loaded);
        setStatus('ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [language]);
  const hits = useMemo(
    () =>
      index
        ? runSearch(index, query, {
            ...(currentProduct ? { currentProduct } : {}),
            ...(onlyProduct ? { onlyProduct } : {}),
          })
        : [],
    [index, query, currentProduct, onlyProduct],
  );
  return { status, hits };
}
