import type { ProductId } from './frontmatter';
import type { PageLink, Plan, TocHeading } from './types';

/** Everything the shell needs to render one documentation page, produced at build time. */
export interface PageModel {
  /** Path of the English page, without language prefix. */
  pathname: string;
  /** Language the page is shown in. */
  language: 'en' | 'zh';
  /** False when a Chinese page shows the English body because no translation is written yet. */
  translated: boolean;
  /**
   * Languages the page is written in (English first): its `hreflang` alternates. An untranslated Chinese twin is not
   * listed, since its canonical URL is the English page.
   */
  writtenIn: ('en' | 'zh')[];
  /** Key of the page module for the MDX loader map (project-relative path). */
  file: string;
  title: string;
  description: string;
  productId: ProductId;
  components: string[];
  disableAd: boolean;
  disableToc: boolean;
  headings: TocHeading[];
  /** Ancestor groups, outermost first, then the page itself. */
  /** The page's groups, outermost first, each linking to its section's first page when it has one; then the page. */
  breadcrumbs: { title: string; pathname?: string }[];
  plan?: Plan;
  prev?: PageLink;
  next?: PageLink;
  /** ISO date of the last commit touching the page. */
  lastUpdated?: string;
  /** Path of the source file in the repository, for "Edit this page". */
  sourcePath: string;
  /** Whether the body embeds a live demo: such a page hydrates React; any other is built as a static page. */
  hasLiveDemos: boolean;
}
