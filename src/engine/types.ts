/** Plan a documentation entry or component belongs to. */
export type Plan = 'pro' | 'premium';

/** One entry of a product's navigation tree (SPEC §3). */
export interface MuiPage {
  /** URL path under the site root, without trailing slash, e.g. `/x/react-tree-view/quickstart`. */
  pathname: string;
  /** Label shown in the navigation. Falls back to the page's frontmatter title. */
  title?: string;
  /** Child entries; an entry with children is a group and is not a page itself. */
  children?: MuiPage[];
  /** A subheader drawn above this group instead of a collapsible item. */
  subheader?: string;
  /** Plan marker shown as an icon beside the title. */
  plan?: Plan;
  /** Shows a "New" chip. */
  newFeature?: boolean;
  /** Shows a "Planned" chip: the feature is on the roadmap. */
  planned?: boolean;
  /** Shows a "Preview" chip: the API may still change. */
  unstable?: boolean;
}

/** A heading that feeds the table of contents. */
export interface TocHeading {
  id: string;
  text: string;
  depth: 2 | 3;
  plan?: Plan;
}

/** Where something sits in a source file, for error messages. */
export interface SourceSpot {
  file: string;
  line: number;
}

/** A neighbour link in the prev/next footer. */
export interface PageLink {
  pathname: string;
  title: string;
}
