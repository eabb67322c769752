import type { ProductId } from '../frontmatter';

/** What a search result is: a guide page or section, a demo, an API page or one prop of it. */
export type SearchKind = 'guide' | 'demo' | 'api' | 'prop';

/** One searchable entry, as the index builder receives it. Only the stored fields travel to the browser. */
export interface SearchDocument {
  id: number;
  kind: SearchKind;
  productId: ProductId;
  /** Main label: page title, heading text, demo name, API name or prop name. */
  title: string;
  /** Where it sits: the page a heading belongs to, the component a prop belongs to. */
  parent: string;
  /** Link target with its anchor, language prefix included (`/x/zh/…`). */
  url: string;
  /** Prose shown (and highlighted) under the title; the start of `text`. */
  snippet: string;
  /** Prose searched but not stored. */
  text: string;
  /** Identifiers from code and inline code. */
  code: string;
  /** Extra words that find the entry: product name, names of the navigation group a page opens. */
  keywords: string;
  /**
   * The English title of a translated page or heading (`Value getter` for `值获取函数`), searched as a second title but
   * not stored: English words and identifiers spelled as words (`valueGetter`) find it as on the English site.
   */
  sourceTitle?: string;
  /**
   * How many other guide pages link to the page (its sections and nav group share it): the tie-breaker between
   * pages that match a query equally well (`date range`: the Date Range Picker, which 24 pages link to, before the
   * Calendar). Absent when none does.
   */
  inbound?: number;
}

/** The stored part of a document, which results carry. */
export type StoredDocument = Pick<
  SearchDocument,
  'kind' | 'productId' | 'title' | 'parent' | 'url' | 'snippet' | 'inbound'
>;

/** Languages with an index of their own. */
export type SearchLanguage = 'en' | 'zh';

/** `out/search/manifest.json`: the hashed index file of each language. */
export interface SearchManifest {
  /** File name (under /x/search/) of each language's index. */
  indexes: Record<SearchLanguage, string>;
}
