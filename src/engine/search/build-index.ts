import MiniSearch from 'minisearch';
import type { DraftDocument } from './api-documents';
import { INDEX_OPTIONS } from './options';
import type { SearchDocument } from './types';

/** Numbers the documents and indexes them with the shared options (packed-index.ts writes it for the browser). */
export function createSearchIndex(drafts: readonly DraftDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(drafts.map((draft, id) => ({ id, ...draft })));
  return index;
}
