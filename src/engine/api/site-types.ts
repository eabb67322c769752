/** One generated API page as the site sees it: where it lives and which `#anchors` it has. */
export interface GeneratedPage {
  /** Pathname with trailing slash, e.g. `/x/api/data-grid/data-grid/`. */
  pathname: string;
  anchors: string[];
  /** Export name (the product name for index pages). */
  name: string;
  kind: 'component' | 'interface' | 'hook' | 'index';
}
